import theme from '@/assets/theme.css?inline';
import documentCss from './document.css?inline';
import printCss from './print.css?inline';

/** The styles a saved review carries inline: the shared tokens, the document's, and print's. */
export const reviewCss = [theme, documentCss, printCss].join('\n');
