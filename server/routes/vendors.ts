import { vendorInput } from '#contract/vendor.ts';
import { registerContentArea } from './content-crud.ts';
import type { RouteDeps } from './context.ts';

export function registerVendorRoutes(deps: RouteDeps) {
  registerContentArea(deps, {
    collection: 'vendors',
    label: 'Vendor',
    path: 'recommended-vendors',
    schema: vendorInput,
  });
}
