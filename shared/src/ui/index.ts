import './base.css';
export type { RemoteRoutesModule } from './remote.ts';
export { markNavigated, shouldFocusHeading } from './focus.ts';
export { Page } from './Page/Page.tsx';
export { Price } from './Price/Price.tsx';
export { RoutePlaceholder } from './RoutePlaceholder/RoutePlaceholder.tsx';
export { IdleWarningDialog, type IdleWarningDialogProps } from './IdleWarningDialog/IdleWarningDialog.tsx';
