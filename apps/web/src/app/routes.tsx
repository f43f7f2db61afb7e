import type { RouteObject } from "react-router";
import { Preloader } from "../components/preloader";
import { HomePage } from "../features/marketing/components/home-page";
import { type CataloguePart, loadCataloguePart } from "../lib/i18n";
import { RequireAdmin, RequireCustomer, RequireSignedIn, RequireSignedOut, RequireStaff } from "./guards";
import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/** A page's or layout's module once the parts of the texts it needs, in the active language, have arrived too. */
async function withTexts<T>(module: Promise<T>, ...parts: CataloguePart[]): Promise<T> {
  const [loaded] = await Promise.all([module, ...parts.map(loadCataloguePart)]);
  return loaded;
}

// Where each lazily loaded route part comes from; one Vite chunk each.
const load = {
  aboutPage: async () =>
    (await withTexts(import("../features/marketing/components/about-page"), "more")).AboutPage,
  contactPage: async () =>
    (await withTexts(import("../features/marketing/components/contact-page"), "more")).ContactPage,
  feesPage: async () =>
    (await withTexts(import("../features/marketing/components/fees-page"), "more")).FeesPage,
  helpPage: async () =>
    (await withTexts(import("../features/marketing/components/help-page"), "more")).HelpPage,
  queryLayout: async () => (await withTexts(import("./query-layout"), "forms")).QueryLayout,
  loginPage: async () => (await import("../features/auth/components/login-page")).LoginPage,
  signupPage: async () => (await import("../features/auth/components/signup-page")).SignupPage,
  forgotPasswordPage: async () =>
    (await import("../features/auth/components/forgot-password-page")).ForgotPasswordPage,
  otpVerificationPage: async () =>
    (await import("../features/auth/components/otp-verification-page")).OtpVerificationPage,
  resetPasswordPage: async () =>
    (await import("../features/auth/components/reset-password-page")).ResetPasswordPage,
  setPasswordPage: async () =>
    (await import("../features/auth/components/reset-password-page")).SetPasswordPage,
  notFoundPage: async () =>
    (await withTexts(import("../features/marketing/components/not-found-page"), "more")).NotFoundPage,
  signedInLayout: async () =>
    (await withTexts(import("./layouts/signed-in-layout"), "landing")).SignedInLayout,
  dashboardPage: async () => (await import("../features/dashboard/components/dashboard-page")).DashboardPage,
  dashboardLoader: async () => (await import("../features/dashboard/api/dashboard-loader")).dashboardLoader,
  transactionsPage: async () =>
    (await withTexts(import("../features/transactions/components/transactions-page"), "account"))
      .TransactionsPage,
  statementsPage: async () =>
    (await withTexts(import("../features/statements/components/statements-page"), "account")).StatementsPage,
  sendMoneyPage: async () =>
    (await withTexts(import("../features/transfers/components/send-money-page"), "account")).SendMoneyPage,
  requestMoneyPage: async () =>
    (await withTexts(import("../features/requests/components/request-money-page"), "account"))
      .RequestMoneyPage,
  payRequestPage: async () =>
    (await withTexts(import("../features/requests/components/pay-request-page"), "account")).PayRequestPage,
  scheduledPage: async () =>
    (await withTexts(import("../features/schedules/components/scheduled-page"), "account")).ScheduledPage,
  receivePage: async () =>
    (await withTexts(import("../features/receive/components/receive-page"), "account")).ReceivePage,
  profilePage: async () =>
    (await withTexts(import("../features/profile/components/profile-page"), "account")).ProfilePage,
  securityPage: async () =>
    (await withTexts(import("../features/security/components/security-page"), "account")).SecurityPage,
  paymentMethodsPage: async () =>
    (await withTexts(import("../features/payment-methods/components/payment-methods-page"), "account"))
      .PaymentMethodsPage,
  supportPage: async () =>
    (await withTexts(import("../features/support/components/support-page"), "account")).SupportPage,
  backofficeEnrolment: async () =>
    (await withTexts(import("./layouts/backoffice-enrolment"), "landing", "account", "backoffice"))
      .BackofficeEnrolment,
  backofficeLayout: async () =>
    (await withTexts(import("./layouts/backoffice-layout"), "landing", "account", "backoffice"))
      .BackofficeLayout,
  reviewQueuePage: async () =>
    (await import("../features/backoffice/components/review-queue-page")).ReviewQueuePage,
  customersPage: async () => (await import("../features/backoffice/components/customers-page")).CustomersPage,
  customerDetailPage: async () =>
    (await import("../features/backoffice/components/customer-detail-page")).CustomerDetailPage,
  auditPage: async () => (await import("../features/backoffice/components/audit-page")).AuditPage,
  ledgerChecksPage: async () =>
    (await import("../features/backoffice/components/ledger-checks-page")).LedgerChecksPage,
  ratesPage: async () => (await import("../features/backoffice/components/rates-page")).RatesPage,
  supportInboxPage: async () =>
    (await import("../features/backoffice/components/support-inbox-page")).SupportInboxPage,
  supportConversationPage: async () =>
    (await import("../features/backoffice/components/support-conversation-page")).SupportConversationPage,
  moneyInPage: async () => (await import("../features/backoffice/components/money-in-page")).MoneyInPage,
  paymentsOutPage: async () =>
    (await import("../features/backoffice/components/payments-out-page")).PaymentsOutPage,
  staffPage: async () => (await import("../features/backoffice/components/staff-page")).StaffPage,
};

/**
 * The customer's pages plus the back office under /admin. Only the home page ships in the first
 * bundle; every other page, the signed-in and back-office layouts and TanStack Query (QueryLayout) are fetched
 * when first needed.
 *
 * A function, because React Router remembers what a `lazy` object loaded: each router (tests make many) needs
 * its own objects, and no two routes may share one.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: Preloader,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: PublicLayout,
          children: [
            { index: true, Component: HomePage },
            { path: "about-us", lazy: { Component: load.aboutPage } },
            { path: "contact-us", lazy: { Component: load.contactPage } },
            { path: "fees", lazy: { Component: load.feesPage } },
            { path: "help", lazy: { Component: load.helpPage } },
            {
              Component: RequireSignedOut,
              children: [
                {
                  lazy: { Component: load.queryLayout },
                  children: [
                    { path: "login", lazy: { Component: load.loginPage } },
                    { path: "signup", lazy: { Component: load.signupPage } },
                    { path: "forgot-password", lazy: { Component: load.forgotPasswordPage } },
                    { path: "otp-verification", lazy: { Component: load.otpVerificationPage } },
                    // The reset page has two addresses; the mailed link uses the first.
                    { path: "passwordreset/:resetToken", lazy: { Component: load.resetPasswordPage } },
                    { path: "reset-password/:resetToken", lazy: { Component: load.resetPasswordPage } },
                    // A new staff member's link: the same one-time token, a first password rather than a reset.
                    { path: "set-password/:resetToken", lazy: { Component: load.setPasswordPage } },
                  ],
                },
              ],
            },
            { path: "*", lazy: { Component: load.notFoundPage } },
          ],
        },
        {
          Component: RequireSignedIn,
          children: [
            {
              lazy: { Component: load.queryLayout },
              children: [
                {
                  Component: RequireCustomer,
                  children: [
                    {
                      lazy: { Component: load.signedInLayout },
                      children: [
                        {
                          path: "dashboard",
                          lazy: { loader: load.dashboardLoader, Component: load.dashboardPage },
                        },
                        { path: "transactions", lazy: { Component: load.transactionsPage } },
                        // A transaction's own address (a notification links to it): the list with its details open.
                        { path: "transactions/:transactionId", lazy: { Component: load.transactionsPage } },
                        { path: "statements", lazy: { Component: load.statementsPage } },
                        { path: "send-money", lazy: { Component: load.sendMoneyPage } },
                        { path: "request-money", lazy: { Component: load.requestMoneyPage } },
                        { path: "scheduled", lazy: { Component: load.scheduledPage } },
                        { path: "pay/:requestId", lazy: { Component: load.payRequestPage } },
                        { path: "receive", lazy: { Component: load.receivePage } },
                        { path: "profile", lazy: { Component: load.profilePage } },
                        { path: "security", lazy: { Component: load.securityPage } },
                        { path: "payment-methods", lazy: { Component: load.paymentMethodsPage } },
                        // "Chat with Us": the latest open conversation, a new one (support/new) or one by its id.
                        { path: "support", lazy: { Component: load.supportPage } },
                        { path: "support/:conversationId", lazy: { Component: load.supportPage } },
                      ],
                    },
                  ],
                },
                {
                  // The back office: staff only, in its own layout.
                  path: "admin",
                  Component: RequireStaff,
                  children: [
                    {
                      // Only the enrolment screen until the staff member has a second factor.
                      lazy: { Component: load.backofficeEnrolment },
                      children: [
                        {
                          lazy: { Component: load.backofficeLayout },
                          children: [
                            { index: true, lazy: { Component: load.reviewQueuePage } },
                            { path: "customers", lazy: { Component: load.customersPage } },
                            { path: "customers/:userId", lazy: { Component: load.customerDetailPage } },
                            { path: "audit", lazy: { Component: load.auditPage } },
                            { path: "ledger-checks", lazy: { Component: load.ledgerChecksPage } },
                            { path: "rates", lazy: { Component: load.ratesPage } },
                            { path: "support", lazy: { Component: load.supportInboxPage } },
                            {
                              path: "support/:conversationId",
                              lazy: { Component: load.supportConversationPage },
                            },
                            { path: "money-in", lazy: { Component: load.moneyInPage } },
                            { path: "payments-out", lazy: { Component: load.paymentsOutPage } },
                            {
                              path: "staff",
                              Component: RequireAdmin,
                              children: [{ index: true, lazy: { Component: load.staffPage } }],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
