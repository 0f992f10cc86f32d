/** Points pdf.js at its worker, emitted by webpack as its own file and fetched only when the modal opens. */
import { pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
