/** Reports: lists, the HTML viewer and file exports. */
import { zExportReportBody, zViewReportBody } from '@stampcard/api-client/schemas';
import type { Database } from '../../db/database.ts';
import { reports, runReport, type ReportDefinition } from '../../reports/definitions.ts';
import { exportReport } from '../../reports/export.ts';
import { renderReportHtml } from '../../reports/render.ts';
import { businessScope, requireAdministrator } from '../access.ts';
import type { Actor, ApiApp } from '../context.ts';
import type { ApiDependencies } from '../dependencies.ts';
import { recordHistory } from '../history.ts';
import { notFound, readJson, validate } from '../http.ts';

const summary = ({ name, description, path }: ReportDefinition) => ({ name, description, path });

/** The report at `path` if the actor may run it. Merchants run merchant reports on their own businesses. */
async function reportFor(database: Database, actor: Actor, path: string) {
  const scope = await businessScope(database, actor);
  const report = reports.find((candidate) => candidate.path === path && (actor.isAdministrator || candidate.merchant));
  if (!report) throw notFound(`Report ${path}`);
  return { report, scope };
}

export function registerReportingRoutes(app: ApiApp, { database }: ApiDependencies): void {
  app.get('/api/Reporting', (context) => {
    requireAdministrator(context.get('actor'));
    return context.json(reports.map(summary));
  });

  app.get('/api/Reporting/Merchant', async (context) => {
    await businessScope(database, context.get('actor'));
    return context.json(reports.filter((report) => report.merchant).map(summary));
  });

  app.post('/api/Reporting/View', async (context) => {
    const request = validate(zViewReportBody, await readJson(context), 'body');
    const { report, scope } = await reportFor(database, context.get('actor'), request.reportPath);
    const page = Math.max(1, request.page);
    const { table, totalPages } = await runReport(database, report, scope, request.parameters ?? {}, page);
    return context.json({
      content: renderReportHtml(table),
      parameters: await report.parameters(database, scope),
      totalPages,
    });
  });

  app.post('/api/Reporting/Export', async (context) => {
    const actor = context.get('actor');
    const request = validate(zExportReportBody, await readJson(context), 'body');
    const { report, scope } = await reportFor(database, actor, request.reportPath);
    requireAdministrator(actor);
    const { table } = await runReport(database, report, scope, request.parameters ?? {}, 'all');
    const file = await exportReport(table, request.format ?? 'PDF');
    // An export takes data out of the product: who took what is history (a view is a read).
    await recordHistory(database, actor, {
      action: 'report.export',
      entity: { type: 'report', id: report.path, name: report.name },
      details: { format: request.format ?? 'PDF', parameters: request.parameters ?? {} },
    });
    return context.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    });
  });
}
