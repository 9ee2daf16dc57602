/**
 * Rebuilds the reports from history: every stored order's contribution summed in memory into the
 * rollup cells (the same arithmetic the stream consumer adds), the cells of the years they touch
 * deleted and written again whole with their months' leaders (the journal's chunks not yet added
 * dropped), and every order's marker put with what the new cells hold for it.
 * The payments received on account are read from the companies' ledgers (up to
 * REBUILD_COMPANIES companies) and added the same way.
 * Run it after a change of the rollup rules or a restore, with the `report-rollups` consumer idle
 * (its changes meanwhile would be overwritten): it is an offline repair, not a request path.
 */
import { addDayCellToWrites, toDayCells, type CellWrite } from '../../core/reports/rollup-cells.js';
import { REPORTS } from '../../core/reports/report-settings.js';
import { leadersOfCells } from '../../core/reports/rollup-leaders.js';
import { buildAccountPaymentContribution, buildOrderContribution } from '../../core/reports/rollup.js';
import { getCompanyRecords, listCompanies } from '../../data/companies.js';
import { listOrders } from '../../data/orders.js';
import {
  accountPaymentMarkerId,
  clearRollupJournal,
  deleteRollupCells,
  putReportMarkers,
  putRollupCells,
  putRollupLeaders,
  readReportMarkers,
  resolveOrderProducts,
  writeAwaitingTransfers,
  type ReportMarker,
} from '../../data/report-rollups.js';

const PAGE_SIZE = 200;
const REBUILD_COMPANIES = 1_000;

/** Rebuilds every cell and marker; returns how many orders, days and cells. */
export async function rebuildReportRollups(
  onProgress: (orders: number) => void = () => {},
): Promise<{ orders: number; days: number; cells: number }> {
  const writes = new Map<string, CellWrite>();
  const markers = new Map<string, ReportMarker>();
  const days = new Set<string>();
  let orders = 0;
  let cursor: string | undefined;
  do {
    const page = await listOrders({ limit: PAGE_SIZE, cursor });
    const numbers = page.orders.map((order) => order.order_number);
    const stored = await readReportMarkers(numbers);
    const products = await resolveOrderProducts(page.orders, stored);
    for (const order of page.orders) {
      const facts = products.get(order.order_number)!;
      const cells = toDayCells(buildOrderContribution(order, new Map(Object.entries(facts))));
      for (const cell of cells.values()) {
        addDayCellToWrites(writes, cell);
        days.add(cell.day);
      }
      markers.set(order.order_number, {
        products: facts,
        applied: Object.fromEntries([...cells].map(([id, cell]) => [id, cell.figures])),
        version: (stored.get(order.order_number)?.version ?? 0) + 1,
      });
    }
    await writeAwaitingTransfers(page.orders);
    orders += page.orders.length;
    onProgress(orders);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  for (const company of await listCompanies(REBUILD_COMPANIES)) {
    for (const entry of (await getCompanyRecords(company.id))?.ledger ?? []) {
      if (entry.kind !== 'payment') continue;
      const cells = toDayCells(buildAccountPaymentContribution(entry));
      for (const cell of cells.values()) {
        addDayCellToWrites(writes, cell);
        days.add(cell.day);
      }
      markers.set(accountPaymentMarkerId(entry.id), {
        products: {},
        applied: Object.fromEntries([...cells].map(([id, cell]) => [id, cell.figures])),
        version: 1,
      });
    }
  }
  const years = new Set([...days].map((day) => day.slice(0, 4)));
  years.add(new Date().toISOString().slice(0, 4));
  // Chunks not yet added belong to markers rebuilt here: the new cells hold them already.
  await clearRollupJournal();
  await deleteRollupCells([...years]);
  const cells = await putRollupCells(writes.values());
  await putRollupLeaders(leadersOfCells(writes.values(), REPORTS.leadersKept));
  await putReportMarkers(markers);
  return { orders, days: days.size, cells };
}
