import { lazy } from 'react';
import type { RemotePages } from '@cards/shared/ui';

// Pages of this remote by route name, loaded on demand. Only the /staff routes name this remote, so no public page
// loads any of it.
const pages: RemotePages<'mf_staff'> = {
  'staff-sign-in': lazy(() => import(/* webpackChunkName: "route-staff-sign-in" */ './sign-in/SignInPage.tsx')),
  'staff-set-password': lazy(() => import(/* webpackChunkName: "route-staff-set-password" */ './set-password/SetPasswordPage.tsx')),
  'staff-queue': lazy(() => import(/* webpackChunkName: "route-staff-queue" */ './queue/QueuePage.tsx')),
  'staff-person': lazy(() => import(/* webpackChunkName: "route-staff-person" */ './person/PersonPage.tsx')),
  'staff-security': lazy(() => import(/* webpackChunkName: "route-staff-security" */ './security/SecurityPage.tsx')),
  'staff-accounts': lazy(() => import(/* webpackChunkName: "route-staff-accounts" */ './accounts/AccountsPage.tsx')),
  'staff-enquiries': lazy(() => import(/* webpackChunkName: "route-staff-enquiries" */ './enquiries/EnquiriesPage.tsx')),
  'staff-enquiry': lazy(() => import(/* webpackChunkName: "route-staff-enquiry" */ './enquiries/EnquiryPage.tsx')),
  'staff-reports': lazy(() => import(/* webpackChunkName: "route-staff-reports" */ './reports/ReportsPage.tsx')),
  'staff-foreign-cards': lazy(() => import(/* webpackChunkName: "route-staff-foreign-cards" */ './foreign-cards/ForeignCardsPage.tsx')),
  'staff-foreign-card-new': lazy(() => import(/* webpackChunkName: "route-staff-foreign-card-new" */ './foreign-cards/RegisterForeignCardPage.tsx')),
  'staff-foreign-card': lazy(() => import(/* webpackChunkName: "route-staff-foreign-card" */ './foreign-cards/ForeignCardPage.tsx')),
};

export default pages;
