import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { staffHeaderSlotId } from '@cards/shared/staff';
import { LoadingIndicator, useBrand } from '@cards/shared/ui';
import { ScrollManager } from './ScrollManager.tsx';
import type { RouteDef } from '@cards/shared/brand';

/**
 * The staff console's frame: the brand's name and 'Staff console', and a place in the header the console fills with
 * the signed-in member's name, Sign out and its navigation (it alone knows who is signed in). No public navigation,
 * banner or footer, and no idle timer of the public pages: the console times its own session.
 */
export function StaffFrame({ route }: { route: RouteDef | undefined }) {
  const brand = useBrand();
  return (
    <div className="layout layout--staff">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="site-header staff-header">
        <div className="site-header__inner staff-header__inner">
          <p className="staff-header__name">
            <span className="staff-header__brand">{brand.name}</span> <span className="staff-header__console">Staff console</span>
          </p>
          <div className="staff-header__member" id={staffHeaderSlotId} />
        </div>
      </header>
      <main className="site-main" id="main-content" tabIndex={-1}>
        <ScrollManager route={route} />
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
