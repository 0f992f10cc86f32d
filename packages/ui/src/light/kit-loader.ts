import type { ComponentType, ReactNode } from 'react';

/** What the loader needs of the kit (`@aliento/ui`): its provider and the product system's builder. */
export interface UiKit {
  UiProvider: ComponentType<{ children: ReactNode }>;
  productSystem(): unknown;
}

/** Gives the browser a turn (a tap, a paint) before what follows: the rest runs in a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the kit in steps, each a task of its own on the main thread: Chakra's modules evaluate when the import
 * resolves, the product's system is built a task later, and the caller continues a task after that. On a slow phone
 * the three together were one task of 0.5 s (nothing on the page could answer a tap, Lighthouse's total blocking
 * time). One load per page: every caller waits for the same one; a failed load is tried again by the next caller.
 */
export function kitLoader<K extends UiKit>(load: () => Promise<K>): () => Promise<K> {
  let kit: Promise<K> | undefined;
  return () => {
    kit ??= load()
      .then(async (loaded) => {
        await nextTask();
        loaded.productSystem();
        await nextTask();
        return loaded;
      })
      .catch((error: unknown) => {
        kit = undefined;
        throw error;
      });
    return kit;
  };
}
