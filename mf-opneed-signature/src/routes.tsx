import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of this remote by SPEC §2 route name, loaded on demand.
const pages: RemotePages<'mf_opneed_signature'> = {
  'operational-need-form': lazy(() => import(/* webpackChunkName: "route-operational-need-form" */ './form/OpNeedFormPage.tsx')),
};

export default pages;
