/** Whether the privacy-policy modal is open: the footer link and the intake consent label both open it. */
import { create } from 'zustand';

interface PrivacyModalState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

export const usePrivacyModal = create<PrivacyModalState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
