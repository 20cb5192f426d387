import sharp from 'sharp';
import { scannedInvoice } from './bench/ocr-page.ts';
const page = await scannedInvoice();
console.log(page.width, page.height, page.gray.length, page.gray.constructor.name);
const a = await sharp(page.gray, { raw: { width: page.width, height: page.height, channels: 1 } }).resize(960, 1216, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
console.log(a.info);
const b = await sharp(Buffer.from(page.gray), { raw: { width: page.width, height: page.height, channels: 1 } }).resize(960, 1216, { fit: 'fill', kernel: 'linear' }).raw().toBuffer({ resolveWithObject: true });
console.log(b.info);
await sharp(b.data, { raw: { width: 960, height: 1216, channels: 1 } }).extract({ left: 0, top: 0, width: 700, height: 500 }).png().toFile('/tmp/scratch/detin2.png');
