import { api } from '#contract/api.ts';
import { vendorInput } from '#contract/vendor.ts';
import { registerContentArea } from './content-crud.ts';
import type { RouteDeps } from './context.ts';

export function registerVendorRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'vendors',
    label: 'Vendor',
    routes: api.adminVendors,
    schema: vendorInput,
  });
}
