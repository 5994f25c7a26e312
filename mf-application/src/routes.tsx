import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of the application wizard by SPEC §2 route name. The form pages load on demand: they bring the
// validation rules (class-validator), which the rest of the site never needs.
const NewFormPage = lazy(() => import(/* webpackChunkName: "route-new-form" */ './wizard/NewFormPage.tsx'));
const FormPage = lazy(() => import(/* webpackChunkName: "route-form" */ './wizard/FormPage.tsx'));
const RenewPage = lazy(() => import(/* webpackChunkName: "route-renew" */ './renew/RenewPage.tsx'));

const pages: RemotePages<'mf_application'> = {
  'new-form': NewFormPage,
  form: FormPage,
  renew: RenewPage,
};

export default pages;
