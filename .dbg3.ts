import sharp from 'sharp';
import { invoiceRuns, invoicePdf, renderGray, degrade } from './bench/ocr-page.ts';
const clean = renderGray(invoicePdf(invoiceRuns()), 300);
console.log(clean.width, clean.height, clean.data.length);
await sharp(clean.data, { raw: { width: clean.width, height: clean.height, channels: 1 } }).extract({ left: 0, top: 0, width: 1200, height: 700 }).png().toFile('/tmp/scratch/clean.png');
const r = await sharp(clean.data, { raw: { width: clean.width, height: clean.height, channels: 1 } }).rotate(0.7, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
console.log(r.info);
