import type { Business } from '@stampcard/api-client';
import type { Breadcrumb } from '@stampcard/ui/PageHeader';
import { useParams, useRouteLoaderData } from 'react-router';
import { paths, routeDataIds } from '#app/config/paths';
import { useLoaded, type Loaded, type Loading } from '../data';

/** The business of the page (`businesses/:businessID/...`), loaded once by the parent route. */
export function useBusiness(): Loaded<Business> {
  const loading = useRouteLoaderData<Loading<Business>>(routeDataIds.business);
  if (loading === undefined) throw new Error('useBusiness is for the pages under businesses/:businessID.');
  return useLoaded(loading);
}

/**
 * The breadcrumbs of a page of a business: businesses > the business's name (its details), then
 * `rest`; 'Business' until the name arrives.
 */
export function useBusinessBreadcrumbs(...rest: Breadcrumb[]): Breadcrumb[] {
  const { businessID = '' } = useParams();
  const { data } = useBusiness();
  return [
    { label: 'businesses', href: paths.businesses.href({}) },
    { label: data?.name?.trim() ? data.name.trim() : 'Business', href: paths.businessDetails.href({ businessID }) },
    ...rest,
  ];
}
