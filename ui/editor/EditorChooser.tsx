import { useId } from 'react';
import { styled } from 'styled-components';
import { LineIcon } from '../components/LineIcon';
import { editorTexts } from './texts';

export type EditorChoice = 'idea' | 'skills';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ChoiceCard = styled.label`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    flex: none;
    margin: 4px 0 0;
  }

  input:focus-visible {
    outline: none;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};

  svg {
    width: 26px;
    height: 26px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function BulbIcon() {
  return (
    <LineIcon>
      <path d="M9 18h6" />
      <path d="M10 22h4" />
      <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z" />
    </LineIcon>
  );
}

function ToolIcon() {
  return (
    <LineIcon>
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
    </LineIcon>
  );
}

export interface EditorChooserProps {
  value: EditorChoice | null;
  onChange: (choice: EditorChoice) => void;
}

/**
 * The editor's chooser (spec 2 Editor): 我有創業點子 (project form) or 我有專業技能
 * (collaboration profile form). Native radio buttons: arrow keys move between the two; each
 * option's description is read with it.
 */
export function EditorChooser({ value, onChange }: EditorChooserProps) {
  const t = editorTexts.chooser;
  const baseId = `editor-choice-${useId().replace(/:/g, '')}`;
  const options = [
    { value: 'idea' as const, title: t.idea, description: t.ideaDescription, icon: <BulbIcon /> },
    { value: 'skills' as const, title: t.skills, description: t.skillsDescription, icon: <ToolIcon /> },
  ];
  return (
    <Fieldset>
      <Legend>{t.legend}</Legend>
      <Grid>
        {options.map((o) => (
          <ChoiceCard key={o.value}>
            <input
              type="radio"
              name={baseId}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              aria-labelledby={`${baseId}-${o.value}-title`}
              aria-describedby={`${baseId}-${o.value}-description`}
            />
            <Icon>{o.icon}</Icon>
            <Text>
              <Title id={`${baseId}-${o.value}-title`}>{o.title}</Title>
              <Description id={`${baseId}-${o.value}-description`}>{o.description}</Description>
            </Text>
          </ChoiceCard>
        ))}
      </Grid>
    </Fieldset>
  );
}
