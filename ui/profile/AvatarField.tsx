import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { LIMITS } from '../../core/constants';
import { Avatar } from '../components/Avatar';
import { Button, buttonStyles } from '../components/Button';
import { FieldError, Hint } from '../components/Field';
import { Spinner } from '../components/Spinner';
import { visuallyHidden } from '../theme/mixins';
import { profileTexts } from './texts';

const t = profileTexts;

const Wrapper = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 200px;
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

/** The label that opens the file picker, looking like a secondary button. */
const ChooseLabel = styled.label<{ $variant: 'secondary'; $size: 'md'; $fullWidth: false }>`
  ${buttonStyles}
  cursor: pointer;

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Notice = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.success};
`;

export interface AvatarFieldProps {
  name: string;
  avatarUrl: string;
  uploading: boolean;
  error: string | null;
  notice: string | null;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/**
 * Avatar upload (spec 5): a JPG or PNG of at most 1 MB. The picker is a real file input (focus
 * shows on its button-like label); messages are announced.
 */
export function AvatarField({ name, avatarUrl, uploading, error, notice, onFile, onRemove }: AvatarFieldProps) {
  const id = useId();
  const inputId = `avatar-${id.replace(/:/g, '')}`;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a refusal.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <Wrapper>
      <Legend>{t.fields.avatar}</Legend>
      <Row>
        <Avatar src={avatarUrl} name={name} size={96} />
        <Controls>
          <Buttons>
            <FileInput
              id={inputId}
              type="file"
              accept={LIMITS.AVATAR_MIME_TYPES.join(',')}
              onChange={onChange}
              disabled={uploading}
              aria-describedby={`${hintId} ${messageId}`}
              aria-invalid={error ? true : undefined}
            />
            <ChooseLabel htmlFor={inputId} $variant="secondary" $size="md" $fullWidth={false}>
              {uploading ? <Spinner $size={16} /> : null}
              <span>{uploading ? t.avatarUploading : t.avatarChoose}</span>
            </ChooseLabel>
            {avatarUrl ? (
              <Button variant="ghost" onClick={onRemove} disabled={uploading}>
                {t.avatarRemove}
              </Button>
            ) : null}
          </Buttons>
          <Hint id={hintId}>{t.avatarHint}</Hint>
          <div id={messageId}>
            {error ? (
              <FieldError role="alert">
                <span aria-hidden="true">⚠</span>
                <span>{error}</span>
              </FieldError>
            ) : notice ? (
              <Notice role="status">{notice}</Notice>
            ) : null}
          </div>
        </Controls>
      </Row>
    </Wrapper>
  );
}
