import './base.css';
export type { RemotePages, RemoteRoutesModule, RemoteServerModule } from './remote.ts';
export { markNavigated, shouldFocusHeading } from './focus.ts';
import './PageData/PageData.css';
export { Page } from './Page/Page.tsx';
export { LoadingIndicator } from './PageData/LoadingIndicator.tsx';
export { LoadFailed } from './PageData/LoadFailed.tsx';
export { PageData, type Loadable } from './PageData/PageData.tsx';
export { PageUnavailable } from './PageData/PageUnavailable.tsx';
export { useDocumentTitle } from './Page/use-document-title.ts';
export { Price } from './Price/Price.tsx';
export { PriceTable, type PriceParts } from './Price/PriceTable.tsx';
export { RoutePlaceholder } from './RoutePlaceholder/RoutePlaceholder.tsx';
export { IdleWarningDialog, type IdleWarningDialogProps } from './IdleWarningDialog/IdleWarningDialog.tsx';
export { ConfirmationPanel, submittedFrom, type ConfirmationPanelProps, type SubmittedState } from './ConfirmationPanel/ConfirmationPanel.tsx';
import './form/forms.css';
export { fieldId } from './form/field-id.ts';
export { fieldBinder, type BinderOptions, type BoundField, type BoundModel } from './form/binder.ts';
export { FieldFrame, FieldMessages, describedBy, type FieldFrameProps } from './form/Field.tsx';
export {
  TextField,
  TextAreaField,
  SelectField,
  RadioGroup,
  Checkbox,
  FieldGroup,
  type FieldGroupProps,
  type TextFieldProps,
  type SelectFieldProps,
  type RadioGroupProps,
  type CheckboxProps,
  type TextAreaFieldProps,
  type Option,
  type OptionGroup,
} from './form/inputs.tsx';
export { CheckboxGroup, type CheckboxGroupProps } from './form/CheckboxGroup.tsx';
export { FormActions, type FormActionsProps } from './form/FormActions.tsx';
export { ErrorSummary, type SummaryItem, type SummarySection } from './form/ErrorSummary.tsx';
export { SuburbSearch, type SuburbSearchProps } from './SuburbSearch/SuburbSearch.tsx';
export { SignaturePad, type Signature, type SignaturePadProps } from './SignaturePad/SignaturePad.tsx';
export { useDeviceCopy, type DeviceStore } from './DeviceCopy/use-device-copy.ts';
export { setRenderDate, useHydrated, useToday } from './Hydration/hydration.ts';
export {
  SiteProvider,
  createCardTypeChoice,
  createStoreSlot,
  useBrand,
  useCardType,
  useMadeStore,
  useOptionalSite,
  useSite,
  type CardTypeChoice,
  type PageServices,
  type Site,
  type StoreSlot,
} from './Site/site.tsx';
export { observerOnceLoaded, provideObserver } from './Site/observer-slot.tsx';
export { AddressCardTypeProvider, journeyCardType, useJourneyCardName, useJourneyCardType } from './Site/journey-card.tsx';
