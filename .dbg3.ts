import sharp from 'sharp';
import { invoiceRuns, invoicePdf, renderGray, degrade } from './bench/ocr-page.ts';
const clean = renderGray(invoicePdf(invoiceRuns()), 300);
const d = await degrade(clean);
console.log(d.width, d.height, d.data.length);
await sharp(d.data, { raw: { width: d.width, height: d.height, channels: 1 } }).extract({ left: 0, top: 0, width: 1200, height: 700 }).png().toFile('/tmp/scratch/deg.png');
