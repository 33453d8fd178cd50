import { exportReport, type ExportFormat } from '@stampcard/api-client';
import { ErrorState } from '@stampcard/ui/ErrorState';
import { Menu, MenuItem } from '@stampcard/ui/Menu';
import { Pagination } from '@stampcard/ui/Pagination';
import { LoadingOverlay, Spinner } from '@stampcard/ui/Spinner';
import { useToast } from '@stampcard/ui/Toast';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { paths } from '#app/config/paths';
import { useAppContext, useCurrentUser } from '#app/lib/appContext';
import { describeError, useLoaded, type Loading } from '#app/lib/data';
import { downloadFile } from '#app/lib/download';
import { Page } from '#app/lib/page';
import { can } from '#app/lib/permissions';
import type { ReportView } from './data';
import {
  clearedSearchParams,
  filterSearchParams,
  filterValuesFromUrl,
  reportRequestParameters,
  ReportFilters,
} from './filters';
import { sanitizeReportHtml } from './reportContent';
import { exportFileName, exportFormats } from './reportExport';

/** The note non-administrators see instead of the export. */
export const referenceNote = 'Please use this for data for reference and contact customers through promotions tools.';

const Body = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
`;

/**
 * The server's report, sanitised: tables and text only, styled here and nowhere else. A table wider
 * than the screen scrolls sideways inside this box, not the page (Reflow allows it for data tables):
 * the box takes focus for the arrow keys, and shadows at its edges show there is more on that side.
 */
const Content = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.color.bg.surface} 30%, transparent) left / 32px 100% no-repeat
      local,
    linear-gradient(to left, ${({ theme }) => theme.color.bg.surface} 30%, transparent) right / 32px 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 18%), transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 18%), transparent) right / 12px 100% no-repeat scroll;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  caption {
    padding-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subdued};
    text-align: left;
  }

  th {
    color: ${({ theme }) => theme.color.text.subdued};
  }

  /* The server's alignment, as an attribute: the page's policy allows no style attribute. */
  [data-align='right'] {
    text-align: right;
  }

  [data-align='center'] {
    text-align: center;
  }
`;

const ScrollHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

/** Whether the element's content is wider than its box (it scrolls sideways); follows resizes and new content. */
function useScrollsSideways(content: string): [(element: HTMLDivElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (element === null) return;
    const measure = () => {
      setScrolls(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element, content]);
  return [setElement, scrolls];
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.subdued};
`;

const ExportMenu = styled.div`
  width: 150px;

  & > * {
    width: 100%;
  }
`;

/** The Export report dropdown (administrators): the file downloads; a spinner while it runs. */
function ExportReport({ view, name }: { view: ReportView; name: string }) {
  const { api } = useAppContext();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [format, setFormat] = useState<ExportFormat | null>(null);
  const run = async (chosen: ExportFormat) => {
    setFormat(chosen);
    try {
      const parameters = reportRequestParameters(view.parameters, filterValuesFromUrl(view.parameters, searchParams));
      const file = await exportReport(api, {
        body: { reportPath: view.path, page: view.page, parameters, format: chosen },
      });
      downloadFile(file, exportFileName(name, chosen));
    } catch (error: unknown) {
      toast.error('Could not export the report', {
        description: describeError(error, 'An error occurred when trying to export the report.'),
      });
    } finally {
      setFormat(null);
    }
  };
  return (
    <ExportMenu data-component="ReportViewer.Export" data-exporting={format ?? undefined}>
      <Menu
        label={
          format === null ? (
            'Export report'
          ) : (
            <>
              <Spinner size="small" label="Exporting the report" /> Exporting…
            </>
          )
        }
        aria-label={format === null ? 'Export report' : 'Exporting…'}
        isDisabled={format !== null}
        placement="bottom-end"
        onAction={(key) => {
          const chosen = exportFormats.find((entry) => entry.format === key);
          if (chosen) void run(chosen.format);
        }}
      >
        {exportFormats.map(({ format: id, label }) => (
          <MenuItem key={id} id={id}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </ExportMenu>
  );
}

/**
 * The report viewer: the report the URL names, with its filters, its
 * content sanitised (reportContent.ts), a loading overlay over the previous content while the next
 * loads, pagination when the report has pages, and the export for administrators (the reference
 * note for everyone else).
 */
export function ReportViewerPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const {
    data: view,
    isLoading,
    error,
    retry,
  } = useLoaded(useLoaderData<Loading<ReportView>>(), {
    keepPreviousData: true,
  });
  const roles = useCurrentUser()?.roles ?? [];
  const canExport = can(roles, 'reportExport', 'read');
  const name = (searchParams.get('name') ?? '').trim() || 'Report';
  const path = searchParams.get('path') ?? '';
  const givenName = searchParams.get('name') ?? '';
  const content = useMemo(() => (view === undefined ? '' : sanitizeReportHtml(view.content.content)), [view]);
  const [contentRef, scrollsSideways] = useScrollsSideways(content);
  const scrollHintId = useId();
  const values = useMemo(
    () => (view === undefined ? undefined : filterValuesFromUrl(view.parameters, searchParams)),
    [view, searchParams],
  );
  const totalPages = view?.content.totalPages ?? null;
  const go = (query: URLSearchParams) => {
    void navigate(`${paths.reportDetails.href({})}?${query.toString()}`);
  };
  const pageHref = (page: number) => {
    const query = new URLSearchParams(searchParams);
    query.set('page', String(page));
    return `${paths.reportDetails.href({})}?${query.toString()}`;
  };

  return (
    <Page
      title={name}
      breadcrumbs={[{ label: 'Reports', href: paths.reports.href({}) }, { label: name }]}
      actions={view !== undefined && canExport ? <ExportReport view={view} name={name} /> : undefined}
    >
      {!canExport ? <Note>{referenceNote}</Note> : null}
      {error !== undefined ? (
        <ErrorState title="Could not open the report" reason={describeError(error)} onRetry={retry} headingLevel={2} />
      ) : null}
      {view !== undefined && values !== undefined && view.parameters.length > 0 ? (
        <ReportFilters
          parameters={view.parameters}
          values={values}
          isDisabled={isLoading}
          onApply={(chosen) => {
            go(filterSearchParams(view.parameters, chosen, { path, name: givenName }));
          }}
          onClear={() => {
            go(clearedSearchParams({ path, name: givenName }));
          }}
        />
      ) : null}
      {error !== undefined && view === undefined ? null : (
        <Body aria-label="Report content" aria-busy={isLoading}>
          <LoadingOverlay isLoading={isLoading} label="Loading the report">
            <Content
              ref={contentRef}
              data-component="ReportViewer.Content"
              {...(scrollsSideways
                ? { tabIndex: 0, role: 'region', 'aria-label': 'Report table', 'aria-describedby': scrollHintId }
                : {})}
              // Sanitised above: tables and text only (reportContent.ts).
              dangerouslySetInnerHTML={{ __html: content }}
            />
          </LoadingOverlay>
          {scrollsSideways ? (
            <ScrollHint id={scrollHintId}>
              The table is wider than the screen: scroll it sideways to see every column.
            </ScrollHint>
          ) : null}
          {/* The report says how many pages it has, one included: the pager shows whenever it does. */}
          {totalPages !== null ? (
            <Pagination
              isShownForOnePage
              page={view?.page ?? 1}
              pageCount={totalPages}
              isDisabled={isLoading}
              getPageHref={pageHref}
              onPageChange={(page) => {
                void navigate(pageHref(page));
              }}
            />
          ) : null}
        </Body>
      )}
    </Page>
  );
}
