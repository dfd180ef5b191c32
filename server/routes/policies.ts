import { api } from '#contract/api.ts';
import { policyInput } from '#contract/policy.ts';
import { registerContentArea } from './content-crud.ts';
import type { RouteDeps } from './context.ts';

export function registerPolicyRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'policies',
    label: 'Policy',
    routes: api.adminPolicies,
    schema: policyInput,
  });
}
