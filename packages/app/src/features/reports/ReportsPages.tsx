import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { PlaceholderPage } from '../../lib/page';

/** The reports list (spec B 2.11): a placeholder until its issue lands. */
export function ReportsPage() {
  return <PlaceholderPage title="Reports" />;
}

/** The report viewer (spec B 2.11): titled by the `name` parameter; a placeholder until its issue lands. */
export function ReportDetailsPage() {
  const [searchParams] = useSearchParams();
  const title = (searchParams.get('name') ?? '').trim() || 'Report';
  return (
    <PlaceholderPage
      title={title}
      noticeName="The report viewer"
      breadcrumbs={[{ label: 'Reports', href: paths.reports.href({}) }, { label: title }]}
    />
  );
}
