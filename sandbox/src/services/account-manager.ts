import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import { canDeleteRoutes } from './account-manager/can-delete';
import { accountPlanRoutes } from './account-manager/plans';
import { bundleRoutes } from './account-manager/bundles';
import { catalogueRoutes } from './account-manager/catalogue';
import { datasetRoutes } from './account-manager/datasets';
import { partnerAccountRoutes } from './account-manager/partner-accounts';
import { paymentPageRoutes } from './account-manager/payment-page';
import { paymentRoutes } from './account-manager/payment';
import { shopRoutes } from './account-manager/shop';
import { tokenUsageRoutes } from './account-manager/token-usage';
import { usageReportRoutes } from './account-manager/usage-reports';

/** Stand-in for the account manager: plans, subscriptions, usage, bundles, payment and the shop; so far an account's plans, whether it may be deleted, and click bundles. */
export function createAccountManagerApp(ctx: SandboxContext): Express {
  return createServiceApp('accountManager', [
    accountPlanRoutes(ctx),
    canDeleteRoutes(ctx),
    bundleRoutes(ctx),
    tokenUsageRoutes(ctx),
    usageReportRoutes(ctx),
    shopRoutes(ctx),
    paymentRoutes(ctx),
    paymentPageRoutes(ctx),
    catalogueRoutes(ctx),
    datasetRoutes(ctx),
    partnerAccountRoutes(ctx),
  ]);
}
