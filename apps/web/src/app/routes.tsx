import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading/page-loading';
import { paths } from '@/config/paths';
import { loadChunk } from '@/lib/load-chunk';
import { AppShell } from './app-shell';
import { ConsoleGate } from './console-gate';
import { BareLayout } from './layouts/bare-layout';
import { loadHomePage } from './page-modules';
import { PublicGate } from './public-gate';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { signInPageLoader } from './sign-in-document';

const titled = (title: string): RouteHandle => ({ title });

/** A route's page, loaded on first visit; gives up after the spec's chunk time-out (§9). */
const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await loadChunk(load)) });

/**
 * The route table of public-site-and-sign-in.md §2.1. Pages load lazily so the marketing pages stay
 * light (giving up after the spec's chunk time-out, so the error page can offer a reload), and
 * nothing here touches window or storage, so the same objects can prerender.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      {
        path: paths.pilot,
        Component: BareLayout,
        children: [
          {
            index: true,
            handle: titled('Pilot Program'),
            lazy: lazyPage(
              () => import('@/features/pilot/pilot-page'),
              (page) => page.PilotPage,
            ),
          },
        ],
      },
      {
        // Opened from a QR join code by people signed in or not, so outside PublicGate's redirect;
        // bare like /pilot: on a phone the page is the one card. Per-code, so never prerendered.
        path: paths.join,
        // Signs in with Google's or Apple's popup: see sign-in-document.ts.
        loader: signInPageLoader,
        Component: BareLayout,
        children: [
          {
            index: true,
            handle: titled('Join your team'),
            lazy: lazyPage(
              () => import('@/features/join/join-page'),
              (page) => page.JoinPage,
            ),
          },
        ],
      },
      {
        Component: ConsoleGate,
        children: [
          {
            path: paths.dashboard,
            handle: titled('Dashboard'),
            lazy: lazyPage(
              () => import('@/features/dashboard/dashboard-page'),
              (page) => page.DashboardPage,
            ),
          },
          {
            path: paths.account,
            handle: titled('Account Settings'),
            lazy: lazyPage(
              () => import('@/features/account/account-page'),
              (page) => page.AccountPage,
            ),
          },
          {
            path: paths.payment,
            handle: titled('Monthly Subscription'),
            lazy: lazyPage(
              () => import('@/features/payment/payment-page'),
              (page) => page.PaymentPage,
            ),
          },
          {
            path: paths.tasks,
            handle: titled('Tasks'),
            lazy: lazyPage(
              () => import('@/features/tasks/tasks-page'),
              (page) => page.TasksPage,
            ),
          },
          {
            path: paths.reports,
            handle: titled('Reports'),
            lazy: lazyPage(
              () => import('@/features/reports/reports-page'),
              (page) => page.ReportsPage,
            ),
          },
          {
            path: paths.location,
            handle: titled('Employee Live Location'),
            lazy: lazyPage(
              () => import('@/features/location/location-page'),
              (page) => page.LocationPage,
            ),
          },
        ],
      },
      {
        Component: PublicGate,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await loadHomePage()).HomePage }),
          },
          {
            path: paths.login,
            loader: signInPageLoader,
            handle: titled('Sign in'),
            lazy: lazyPage(
              () => import('@/features/login/login-page'),
              (page) => page.LoginPage,
            ),
          },
          {
            path: paths.pricing,
            handle: titled('Pricing'),
            lazy: lazyPage(
              () => import('@/features/pricing/pricing-page'),
              (page) => page.PricingPage,
            ),
          },
          {
            path: paths.contact,
            handle: titled('Contact Us'),
            lazy: lazyPage(
              () => import('@/features/contact/contact-page'),
              (page) => page.ContactPage,
            ),
          },
          {
            path: paths.accountDeletion,
            handle: titled('Account Deletion'),
            lazy: lazyPage(
              () => import('@/features/account-deletion/account-deletion-page'),
              (page) => page.AccountDeletionPage,
            ),
          },
          {
            path: paths.privacy,
            handle: titled('Privacy Policy'),
            lazy: lazyPage(
              () => import('@/features/legal/privacy-page'),
              (page) => page.PrivacyPage,
            ),
          },
          {
            path: paths.terms,
            handle: titled('Terms and Conditions'),
            lazy: lazyPage(
              () => import('@/features/legal/terms-page'),
              (page) => page.TermsPage,
            ),
          },
          {
            path: paths.refund,
            handle: titled('Refund Policy'),
            lazy: lazyPage(
              () => import('@/features/legal/refund-page'),
              (page) => page.RefundPage,
            ),
          },
          ...[paths.customer, paths.companyCustomer].map((path): RouteObject => ({
            path,
            handle: titled('Raise a Request'),
            lazy: lazyPage(
              () => import('@/features/customer-request/customer-request-page'),
              (page) => page.CustomerRequestPage,
            ),
          })),
          {
            path: paths.admin,
            loader: signInPageLoader,
            handle: titled('Admin'),
            lazy: lazyPage(
              () => import('@/features/admin/admin-page'),
              (page) => page.AdminPage,
            ),
          },
          {
            path: '*',
            handle: titled('Page not found'),
            lazy: lazyPage(
              () => import('@/features/not-found/not-found-page'),
              (page) => page.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];
