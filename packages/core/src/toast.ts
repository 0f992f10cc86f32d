/** The toast bus: any remote pushes a message, the shell renders it top right (success green, error red). */
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
const MAX_VISIBLE = 4;
let nextId = 1;

export const toastStore = createStore<ToastState>(() => ({ items: [] }));

function push(kind: ToastKind, text: string): number {
  const id = nextId++;
  toastStore.setState((s) => ({ items: [...s.items, { id, kind, text }].slice(-MAX_VISIBLE) }));
  setTimeout(() => dismiss(id), TOAST_DURATION_MS);
  return id;
}

export function dismiss(id: number): void {
  toastStore.setState((s) => ({ items: s.items.filter((t) => t.id !== id) }));
}

export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  dismiss,
};

export function useToasts(): ToastItem[] {
  return useStore(toastStore, (s) => s.items);
}
