import { useId } from 'react';
import type { Ref } from 'react';
import { styled } from 'styled-components';
import type { Question } from '../../core/domain';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { questionnaireTexts } from './texts/questionnaire';

const t = questionnaireTexts.form;

const Wrapper = styled.div<{ $answered: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $answered }) => ($answered ? theme.colors.primary : theme.colors.divider)};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* Keeps a question clear of the sticky header when scrolled or jumped to. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xl});
  scroll-margin-bottom: 160px;

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.md};

  & + * {
    clear: both;
  }
`;

const LegendRow = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.heading};
  color: ${({ theme }) => theme.colors.text};
`;

const Number = styled.span<{ $answered: boolean }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  background: ${({ theme, $answered }) => ($answered ? theme.colors.primary : theme.colors.primarySoft)};
  color: ${({ theme, $answered }) => ($answered ? theme.colors.textOnPrimary : theme.colors.primaryHover)};
`;

const QuestionText = styled.span`
  padding-top: 2px;
  min-width: 0;
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme, $checked }) => ($checked ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $checked }) => ($checked ? theme.typography.weight.medium : theme.typography.weight.regular)};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    flex: none;
    margin: 0;
  }
`;

export interface QuestionCardProps {
  question: Question;
  /** 1-based number across the whole questionnaire. */
  number: number;
  /** Chosen option index, or null. */
  chosen: number | null;
  onChoose: (questionId: string, optionIndex: number) => void;
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One numbered single-choice question: a radio group (fieldset, legend, native radio inputs),
 * each option a large label that is the touch target.
 */
export function QuestionCard({ question, number, chosen, onChoose, disabled = false, ref }: QuestionCardProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const answered = chosen !== null;
  return (
    <Wrapper ref={ref} $answered={answered} data-question-id={question.id} data-answered={answered ? 'true' : 'false'}>
      <Fieldset role="radiogroup" aria-labelledby={legendId} disabled={disabled}>
        <Legend id={legendId}>
          <LegendRow>
            <Number aria-hidden="true" $answered={answered}>
              {number}
            </Number>
            <VisuallyHidden>{`${t.questionNumber(number)}：`}</VisuallyHidden>
            <QuestionText>{question.text}</QuestionText>
          </LegendRow>
        </Legend>
        <Options>
          {question.options.map((option, index) => (
            <Option key={index} $checked={chosen === index}>
              <input
                type="radio"
                name={`${id}-answer`}
                value={index}
                checked={chosen === index}
                onChange={() => onChoose(question.id, index)}
              />
              <span>{option.text}</span>
            </Option>
          ))}
        </Options>
      </Fieldset>
    </Wrapper>
  );
}
