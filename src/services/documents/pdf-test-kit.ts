/** Helpers of the document tests: reading a PDF as a third party would. */
import { PDFParse } from 'pdf-parse';

/** The text of a PDF as a third-party extractor (pdf-parse, over PDF.js) reads it. */
export async function pdfTextOf(file: ArrayBuffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(file) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
