import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import type { Question } from '../../core/domain';
import { SCORE_DIMENSIONS } from '../../core/domain';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { texts } from '../texts';
import type { QuestionGroup } from './QuestionEditorStore';
import { adminQuestionnaireTexts } from './texts/questionnaire';

const t = adminQuestionnaireTexts;

const Parts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const PartHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const PartTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const PartCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Text = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  overflow-wrap: anywhere;
`;

const Details = styled.details`
  font-size: ${({ theme }) => theme.typography.size.sm};

  summary {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    cursor: pointer;
  }
`;

const Options = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const Scores = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
`;

function scoreLine(option: Question['options'][number]): string {
  return SCORE_DIMENSIONS.map((d) => `${texts.enums.scoreDimension[d]} ${option.scores?.[d] ?? 0}`).join(t.scoreSeparator);
}

export interface QuestionListProps {
  groups: readonly QuestionGroup[];
  deletingId: string | null;
  onEdit: (question: Question) => void;
  onDelete: (question: Question) => void;
}

/** The questions by part (h2 each) and order, with their options and 編輯 / 刪除. */
export const QuestionList = observer(function QuestionList({ groups, deletingId, onEdit, onDelete }: QuestionListProps) {
  return (
    <Parts>
      {groups.map((group) => {
        const headingId = `admin-part-${group.part}`;
        return (
          <section key={group.part} aria-labelledby={headingId}>
            <PartHead>
              <PartTitle id={headingId}>{t.part(group.part)}</PartTitle>
              <PartCount>{t.partCount(group.questions.length)}</PartCount>
            </PartHead>
            <List>
              {group.questions.map((question) => (
                <Item key={question.id}>
                  <Body>
                    <Meta>
                      <Badge $tone="primary">{t.orderBadge(question.order)}</Badge>
                      <Badge>{t.optionCount(question.options.length)}</Badge>
                    </Meta>
                    <Text>{question.text}</Text>
                    <Details>
                      <summary>{t.showOptions}</summary>
                      <Options>
                        {question.options.map((option, index) => (
                          <li key={index}>
                            <span>{option.text}</span>
                            <Scores>{scoreLine(option)}</Scores>
                          </li>
                        ))}
                      </Options>
                    </Details>
                  </Body>
                  <Actions>
                    <Button variant="secondary" size="sm" aria-label={t.editFor(question.text)} onClick={() => onEdit(question)}>
                      {t.edit}
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      loading={deletingId === question.id}
                      aria-label={t.deleteFor(question.text)}
                      onClick={() => onDelete(question)}
                    >
                      {t.delete}
                    </Button>
                  </Actions>
                </Item>
              ))}
            </List>
          </section>
        );
      })}
    </Parts>
  );
});
