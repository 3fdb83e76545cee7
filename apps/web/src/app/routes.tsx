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

const titled = (title: string): RouteHandle => ({ title });

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
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/pilot/pilot-page'))).PilotPage,
            }),
          },
        ],
      },
      {
        Component: ConsoleGate,
        children: [
          {
            path: paths.dashboard,
            handle: titled('Dashboard'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/dashboard/dashboard-page')))
                .DashboardPage,
            }),
          },
          {
            path: paths.account,
            handle: titled('Account Settings'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/account/account-page')))
                .AccountPage,
            }),
          },
          {
            path: paths.payment,
            handle: titled('Monthly Subscription'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/payment/payment-page')))
                .PaymentPage,
            }),
          },
          {
            path: paths.tasks,
            handle: titled('Tasks'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/tasks/tasks-page'))).TasksPage,
            }),
          },
          {
            path: paths.location,
            handle: titled('Employee Live Location'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/location/location-page')))
                .LocationPage,
            }),
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
            handle: titled('Sign in'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/login/login-page'))).LoginPage,
            }),
          },
          {
            path: paths.pricing,
            handle: titled('Pricing'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/pricing/pricing-page')))
                .PricingPage,
            }),
          },
          {
            path: paths.contact,
            handle: titled('Contact Us'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/contact/contact-page')))
                .ContactPage,
            }),
          },
          {
            path: paths.accountDeletion,
            handle: titled('Account Deletion'),
            lazy: async () => ({
              Component: (
                await loadChunk(() => import('@/features/account-deletion/account-deletion-page'))
              ).AccountDeletionPage,
            }),
          },
          {
            path: paths.privacy,
            handle: titled('Privacy Policy'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/legal/privacy-page')))
                .PrivacyPage,
            }),
          },
          {
            path: paths.terms,
            handle: titled('Terms and Conditions'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/legal/terms-page'))).TermsPage,
            }),
          },
          {
            path: paths.refund,
            handle: titled('Refund Policy'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/legal/refund-page'))).RefundPage,
            }),
          },
          ...[paths.customer, paths.companyCustomer].map((path): RouteObject => ({
            path,
            handle: titled('Raise a Request'),
            lazy: async () => ({
              Component: (
                await loadChunk(() => import('@/features/customer-request/customer-request-page'))
              ).CustomerRequestPage,
            }),
          })),
          {
            path: paths.admin,
            handle: titled('Admin'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/admin/admin-page'))).AdminPage,
            }),
          },
          {
            path: '*',
            handle: titled('Page not found'),
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/not-found/not-found-page')))
                .NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
