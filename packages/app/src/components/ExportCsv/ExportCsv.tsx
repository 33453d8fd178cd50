import type { StampcardClient } from '@stampcard/api-client';
import { Button } from '@stampcard/ui/Button';
import { useToast } from '@stampcard/ui/Toast';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '#app/lib/appContext';
import { describeError } from '#app/lib/data';
import { downloadFile } from '#app/lib/download';
import { exportCsvTexts, exportFileName } from './exportCsv';

export interface ExportCsvProps {
  /**
   * Asks the API for the file: the list's export operation with the query its page is loaded with,
   * without the page (`exportQueryOf`), e.g.
   * `(api, signal) => exportUsers(api, { query, signal })`. The signal aborts when the button
   * leaves the page.
   */
  readonly run: (api: StampcardClient, signal?: AbortSignal) => Promise<Blob>;
  /** What the file is named after, before its day: `customers` saves `customers-2026-11-29.csv`. */
  readonly fileNameStem: string;
}

/**
 * Export CSV: a list's every item its search, filters and sort select (all pages, not only the
 * one on screen), as the API writes the file, saved as `{stem}-{YYYY-MM-DD}.csv`. The button is
 * busy while the file is made (a second press does nothing); a failure says so in a toast with
 * the reason. Leaving the page cancels an export under way, as it cancels the list's loading: no
 * file arrives later from a page the user left.
 */
export function ExportCsv({ run, fileNameStem }: ExportCsvProps) {
  const { api } = useAppContext();
  const toast = useToast();
  const [isExporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    try {
      const file = await run(api, controller.signal);
      if (!controller.signal.aborted) downloadFile(file, exportFileName(fileNameStem));
    } catch (error: unknown) {
      if (!controller.signal.aborted) {
        toast.error(exportCsvTexts.failure, { description: describeError(error, exportCsvTexts.fallback) });
      }
    } finally {
      if (running.current === controller) running.current = null;
      setExporting(false);
    }
  };

  return (
    <Button variant="secondary" isPending={isExporting} onPress={() => void start()}>
      {exportCsvTexts.label}
    </Button>
  );
}
