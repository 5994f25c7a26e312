import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of the application wizard by SPEC §2 route name. The form pages load on demand: they bring the
// validation rules (class-validator), which the rest of the site never needs.
const NewFormPage = lazy(() => import('./wizard/NewFormPage.tsx'));
const FormPage = lazy(() => import('./wizard/FormPage.tsx'));
const RenewPage = lazy(() => import('./renew/RenewPage.tsx'));

const pages: RemotePages<'mf_application'> = {
  'new-form': NewFormPage,
  form: FormPage,
  renew: RenewPage,
};

export default pages;
