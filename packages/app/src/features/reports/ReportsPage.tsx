import type { Report } from '@stampcard/api-client';
import { EmptyState } from '@stampcard/ui/EmptyState';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { Skeleton } from '@stampcard/ui/Skeleton';
import { Link, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { paths } from '#app/config/paths';
import { describeError, useLoaded, type Loading } from '#app/lib/data';
import { Page } from '#app/lib/page';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focusRing};
  }
`;

const Name = styled.span`
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** The list shows 2 placeholder rows while it loads. */
export const reportSkeletonCount = 2;

/** A report's viewer: its path and name in the query. */
export const reportHref = (report: Pick<Report, 'path' | 'name'>) =>
  paths.reportDetails.href({}, { path: report.path, name: report.name ?? '' });

/**
 * The reports list: every report an administrator may run, or the merchant reports, each linking
 * to its viewer; 2 loading rows; 'No results' / 'No reports to be displayed'; when it cannot load,
 * the reason and Retry.
 */
export function ReportsPage() {
  const { data: reports, error, retry } = useLoaded(useLoaderData<Loading<Report[]>>());
  return (
    <Page title="Reports">
      {error !== undefined ? (
        <ErrorState title="Could not load the reports" reason={describeError(error)} onRetry={retry} headingLevel={2} />
      ) : reports === undefined ? (
        <Skeleton label="Loading the reports">
          {Array.from({ length: reportSkeletonCount }, (_, index) => (
            <Skeleton.Row key={index} hasAvatar={false} hasAction={false} />
          ))}
        </Skeleton>
      ) : reports.length === 0 ? (
        <EmptyState title="No results" description="No reports to be displayed" headingLevel={2} />
      ) : (
        <List aria-label="Reports">
          {reports.map((report) => (
            <li key={report.path}>
              <Entry to={reportHref(report)}>
                <Name>{report.name?.trim() ? report.name : report.path}</Name>
                {report.description ? <Description>{report.description}</Description> : null}
              </Entry>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
