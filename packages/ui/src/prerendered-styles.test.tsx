/**
 * A prerendered frame's page carries the CSS of every emotion class its frame used (`style[data-prerender-css]`): the
 * kit's provider takes those classes as inserted, so the live screen does not insert the same rules again.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Box } from './chakra';
import { productSystem } from './theme';
import { UiProvider } from './providers';

const emotionCss = () => [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');

function classOf(element: HTMLElement): string {
  const name = [...element.classList].find((c) => c.startsWith('css-'));
  if (!name) throw new Error('no emotion class');
  return name;
}

/** Two boxes: one whose styles the frame carries, one whose styles it does not. */
function TwoBoxes() {
  return (
    <>
      <Box data-testid="framed" color="red.500" p={3}>
        a
      </Box>
      <Box data-testid="new" color="blue.500" p={5}>
        b
      </Box>
    </>
  );
}

it("inserts only the styles the page's frame does not carry already", () => {
  // the class names these two boxes get (what a prerendered frame would have used)
  const first = render(
    <CacheProvider value={createCache({ key: 'css', speedy: false })}>
      <ChakraProvider value={productSystem()}>
        <TwoBoxes />
      </ChakraProvider>
    </CacheProvider>,
  );
  const framed = classOf(screen.getByTestId('framed'));
  const fresh = classOf(screen.getByTestId('new'));
  first.unmount();
  document.head.innerHTML = `<style data-prerender-css>.${framed}{color:red;padding:12px}</style>`;

  render(
    <CacheProvider value={createCache({ key: 'css', speedy: false })}>
      <UiProvider>
        <TwoBoxes />
      </UiProvider>
    </CacheProvider>,
  );
  expect(screen.getByTestId('framed')).toHaveClass(framed);
  expect(screen.getByTestId('new')).toHaveClass(fresh);
  expect(emotionCss()).toContain(`.${fresh}`);
  expect(emotionCss()).not.toContain(`.${framed}`);
});
