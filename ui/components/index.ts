/** The shared component kit. Import from 'ui/components' (relative: '../components'). */
export { Avatar, avatarColor, initialOf, isDisplayableImageSrc } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Badge } from './Badge';
export type { BadgeTone } from './Badge';
export { Button, ButtonLink, buttonStyles } from './Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Card, CardTitle } from './Card';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider, useConfirm } from './ConfirmProvider';
export type { ConfirmOptions } from './ConfirmDialog';
export { Dialog, DialogFooter } from './Dialog';
export type { DialogProps } from './Dialog';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorBoundary } from './ErrorBoundary';
export { ErrorBox, InlineNotice } from './ErrorBox';
export type { ErrorBoxProps } from './ErrorBox';
export { ExternalLink } from './ExternalLink';
export type { ExternalLinkProps } from './ExternalLink';
export { FieldError, FieldLabel, FieldMessages, FieldWrapper, Hint, Label, controlStyles, useFieldIds } from './Field';
export type { FieldBaseProps, FieldIds } from './Field';
export { FormFields } from './FormFields';
export { LoadingState } from './LoadingState';
export type { LoadingStateProps } from './LoadingState';
export {
  Eyebrow,
  PageContainer,
  PageHeader,
  PageLead,
  PageTitle,
  SectionTitle,
  useDocumentTitle,
} from './PageContainer';
export type { PageHeaderProps, PageTitleProps, PageWidth } from './PageContainer';
export { Select } from './Select';
export type { SelectProps } from './Select';
export { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
export { Spinner } from './Spinner';
export { TagInput } from './TagInput';
export type { TagInputProps } from './TagInput';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastTone } from './Toast';
export { VisuallyHidden } from './VisuallyHidden';
