import type { RouteObject } from "react-router";
import { Preloader } from "../components/preloader";
import { HomePage } from "../features/marketing/components/home-page";
import { RequireSignedIn, RequireSignedOut } from "./guards";
import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./root-layout";

const queryLayout = { Component: async () => (await import("./query-layout")).QueryLayout };

// The spec gives the reset page two addresses; both answer.
const resetPasswordPage = {
  Component: async () => (await import("../features/auth/components/reset-password-page")).ResetPasswordPage,
};

/**
 * The route table of spec section 2. Only the home page ships in the first bundle; every other page (and the
 * signed-in layout) is fetched when first visited.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: Preloader,
    lazy: { ErrorBoundary: async () => (await import("./route-error")).RouteError },
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          {
            path: "about-us",
            lazy: {
              Component: async () => (await import("../features/marketing/components/about-page")).AboutPage,
            },
          },
          {
            path: "contact-us",
            lazy: {
              Component: async () =>
                (await import("../features/marketing/components/contact-page")).ContactPage,
            },
          },
          {
            path: "fees",
            lazy: {
              Component: async () => (await import("../features/marketing/components/fees-page")).FeesPage,
            },
          },
          {
            path: "help",
            lazy: {
              Component: async () => (await import("../features/marketing/components/help-page")).HelpPage,
            },
          },
          {
            Component: RequireSignedOut,
            children: [
              {
                lazy: queryLayout,
                children: [
                  {
                    path: "login",
                    lazy: {
                      Component: async () =>
                        (await import("../features/auth/components/login-page")).LoginPage,
                    },
                  },
                  {
                    path: "signup",
                    lazy: {
                      Component: async () =>
                        (await import("../features/auth/components/signup-page")).SignupPage,
                    },
                  },
                  {
                    path: "forgot-password",
                    lazy: {
                      Component: async () =>
                        (await import("../features/auth/components/forgot-password-page")).ForgotPasswordPage,
                    },
                  },
                  {
                    path: "otp-verification",
                    lazy: {
                      Component: async () =>
                        (await import("../features/auth/components/otp-verification-page"))
                          .OtpVerificationPage,
                    },
                  },
                  { path: "passwordreset/:resetToken", lazy: resetPasswordPage },
                  { path: "reset-password/:resetToken", lazy: resetPasswordPage },
                ],
              },
            ],
          },
          {
            path: "*",
            lazy: {
              Component: async () =>
                (await import("../features/marketing/components/not-found-page")).NotFoundPage,
            },
          },
        ],
      },
      {
        Component: RequireSignedIn,
        children: [
          {
            lazy: queryLayout,
            children: [
              {
                lazy: { Component: async () => (await import("./layouts/signed-in-layout")).SignedInLayout },
                children: [
                  {
                    path: "dashboard",
                    lazy: {
                      Component: async () =>
                        (await import("../features/dashboard/components/dashboard-page")).DashboardPage,
                    },
                  },
                  {
                    path: "transactions",
                    lazy: {
                      Component: async () =>
                        (await import("../features/transactions/components/transactions-page"))
                          .TransactionsPage,
                    },
                  },
                  {
                    path: "send-money",
                    lazy: {
                      Component: async () =>
                        (await import("../features/transfers/components/send-money-page")).SendMoneyPage,
                    },
                  },
                  {
                    path: "profile",
                    lazy: {
                      Component: async () =>
                        (await import("../features/profile/components/profile-page")).ProfilePage,
                    },
                  },
                  {
                    path: "security",
                    lazy: {
                      Component: async () =>
                        (await import("../features/security/components/security-page")).SecurityPage,
                    },
                  },
                  {
                    path: "payment-methods",
                    lazy: {
                      Component: async () =>
                        (await import("../features/payment-methods/components/payment-methods-page"))
                          .PaymentMethodsPage,
                    },
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
