/**
 * The toast bus: any remote pushes a message, the host renders it (success green, error red). A toast waits while
 * the pointer or the focus is on it (WCAG 2.2.1), and ends with the page that raised it: a change of page ends every
 * toast raised before the action that led there.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ToastKind = 'success' | 'error';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  items: ToastItem[];
}

export const TOAST_DURATION_MS = 5000;
/** A toast raised this shortly before a change of page belongs to the action that changed it, and stays. */
export const TOAST_PAGE_GRACE_MS = 1000;
const MAX_VISIBLE = 4;
let nextId = 1;

/** Each toast's clock: time left, and the running timer (none while paused). */
const clocks = new Map<number, { left: number; startedAt: number; timer?: ReturnType<typeof setTimeout>; raisedAt: number }>();

export const toastStore = createStore<ToastState>(() => ({ items: [] }));

function run(id: number): void {
  const clock = clocks.get(id);
  if (!clock || clock.timer) return;
  clock.startedAt = Date.now();
  clock.timer = setTimeout(() => dismiss(id), clock.left);
}

function push(kind: ToastKind, text: string): number {
  const id = nextId++;
  toastStore.setState((s) => {
    const items = [...s.items, { id, kind, text }];
    for (const dropped of items.slice(0, -MAX_VISIBLE)) forget(dropped.id);
    return { items: items.slice(-MAX_VISIBLE) };
  });
  clocks.set(id, { left: TOAST_DURATION_MS, startedAt: Date.now(), raisedAt: Date.now() });
  run(id);
  return id;
}

function forget(id: number): void {
  clearTimeout(clocks.get(id)?.timer);
  clocks.delete(id);
}

export function dismiss(id: number): void {
  forget(id);
  toastStore.setState((s) => ({ items: s.items.filter((t) => t.id !== id) }));
}

/** Stops a toast's clock (the pointer or the focus is on it). */
function pause(id: number): void {
  const clock = clocks.get(id);
  if (!clock?.timer) return;
  clearTimeout(clock.timer);
  clock.timer = undefined;
  clock.left = Math.max(0, clock.left - (Date.now() - clock.startedAt));
}

/** Ends the toasts raised before the action that changed the page. */
function endPage(): void {
  const before = Date.now() - TOAST_PAGE_GRACE_MS;
  for (const item of toastStore.getState().items) if ((clocks.get(item.id)?.raisedAt ?? 0) < before) dismiss(item.id);
}

/** What every remote uses: push a toast, or take one away. */
export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  dismiss,
};

/** What the host that shows the toasts uses: their clocks (pause, resume) and the change of page. */
export const toastClock = { pause, resume: run, endPage };

export function useToasts(): ToastItem[] {
  return useStore(toastStore, (s) => s.items);
}
