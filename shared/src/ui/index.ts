import './base.css';
export type { RemotePages, RemoteRoutesModule } from './remote.ts';
export { markNavigated, shouldFocusHeading } from './focus.ts';
import './LoadState/LoadState.css';
export { Page } from './Page/Page.tsx';
export { LoadingIndicator } from './LoadState/LoadingIndicator.tsx';
export { LoadFailed } from './LoadState/LoadFailed.tsx';
export { LoadState, type Loadable } from './LoadState/LoadState.tsx';
export { PageUnavailable } from './LoadState/PageUnavailable.tsx';
export { useDocumentTitle } from './Page/useDocumentTitle.ts';
export { Price } from './Price/Price.tsx';
export { RoutePlaceholder } from './RoutePlaceholder/RoutePlaceholder.tsx';
export { IdleWarningDialog, type IdleWarningDialogProps } from './IdleWarningDialog/IdleWarningDialog.tsx';
import './form/forms.css';
export { fieldId } from './form/fieldId.ts';
export { fieldBinder, type BinderOptions, type BoundField, type BoundModel } from './form/binder.ts';
export { FieldFrame, FieldMessages, describedBy, type FieldFrameProps } from './form/Field.tsx';
export {
  TextField,
  SelectField,
  RadioGroup,
  Checkbox,
  FieldGroup,
  type FieldGroupProps,
  type TextFieldProps,
  type SelectFieldProps,
  type RadioGroupProps,
  type CheckboxProps,
  type Option,
} from './form/inputs.tsx';
export { ErrorSummary, type SummaryItem, type SummarySection } from './form/ErrorSummary.tsx';
