"""Static int8 (QDQ, per-channel) quantisation of the PP-OCRv4 recognition model.

onnxruntime-node has no quantiser, so this runs on Python's onnxruntime (installable offline from a local wheel
mirror: `pip install --no-index --find-links <dir> onnx onnxruntime numpy`). Calibration inputs are real
recognition crops written by `node --import tsx models/rec-calibration.ts <dir>` as float32 files named
`<i>_<batch>_<width>.bin` (shape [batch, 3, 48, width]).

    python models/quantize-rec.py <calib-dir> <out.onnx> [--float-head]

--float-head leaves the CTC head (the last MatMul, features → 6,625 classes) in float, on the theory that int8
logits decide whether the space class, just under blank between Latin words, survives. Tried 2026-11-22 with
receipt calibration: no better on SROIE dev receipts than a quantised head, so the pinned model quantises it.
Quantising only the convolutions (MatMuls float) was tried 2026-11-28 on an AVX2-only EPYC VM: recognition of the
bench page took longer than the float model (3.1 against 2.6 s) at lower word recall (95.9 against 99.7 %).
On that CPU the int8 model is no faster than the float one either (2.55 against 2.57 s): the float HardSwish
between each QLinearConv's DequantizeLinear and QuantizeLinear costs what the int8 convolutions save. Nor on a
2-core Xeon VM with AVX-512 VNNI and AMX (2026-11-28, recognition of the bench page, three rounds each after a
warm-up: 1.59-1.63 s int8 against 1.56-1.61 s float).

The float model is first simplified by models/fuse-ppocr.py (exact folds of PP-LCNetV3's affine blocks and
hardswish), so the quantised graph keeps one HardSwish between convolutions instead of eight element-wise ops:
recognition on the bench page took 0.7× the time of the unfused int8 model, at no loss on SROIE dev receipts.
The quantised model also gets per-timestep argmax outputs for CTC decoding (fuse-ppocr.py add_ctc_outputs).

Then put the printed sha256 into models/manifest.json (entry recInt8).
"""
import glob, hashlib, importlib.util, os, sys
import numpy as np
import onnx
from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static
from onnxruntime.quantization.shape_inference import quant_pre_process

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', 'node_modules', '@gutenye', 'ocr-models', 'assets', 'ch_PP-OCRv4_rec_infer.onnx')
_spec = importlib.util.spec_from_file_location('fuse_ppocr', os.path.join(HERE, 'fuse-ppocr.py'))
fuse_ppocr = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fuse_ppocr)


class Crops(CalibrationDataReader):
    def __init__(self, folder):
        self.files = sorted(glob.glob(os.path.join(folder, '*.bin')))
        self.i = 0

    def get_next(self):
        if self.i >= len(self.files):
            return None
        f = self.files[self.i]
        self.i += 1
        _, n, w = os.path.basename(f)[:-4].split('_')
        return {'x': np.fromfile(f, dtype=np.float32).reshape(int(n), 3, 48, int(w))}


def head_matmul(path):
    # The classifier: the MatMul feeding the final Add → Softmax.
    m = onnx.load(path)
    mm = [n for n in m.graph.node if n.op_type == 'MatMul']
    return mm[-1].name


def main(calib, out, float_head=False):
    pre = out + '.pre.onnx'
    # Constants become initializers (the quantiser only quantises those) and the opset becomes 14, which
    # per-channel weight scales (DequantizeLinear's `axis`, opset 13) and HardSwish need.
    fused, counts = fuse_ppocr.fuse(fuse_ppocr.load_with_initializers(SRC))
    print('folded', counts, file=sys.stderr)
    onnx.save(fused, out + '.init.onnx')
    quant_pre_process(out + '.init.onnx', pre, skip_symbolic_shape=True)
    os.remove(out + '.init.onnx')
    quantize_static(pre, out, Crops(calib), quant_format=QuantFormat.QDQ, per_channel=True,
                    activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8,
                    # Softmax/attention outputs and the CTC head stay float: quantising them costs accuracy.
                    nodes_to_exclude=[head_matmul(pre)] if float_head else [], op_types_to_quantize=['Conv', 'MatMul'],
                    extra_options={'ActivationSymmetric': False, 'WeightSymmetric': True})
    os.remove(pre)
    onnx.save(fuse_ppocr.add_ctc_outputs(onnx.load(out)), out)
    print(out, hashlib.sha256(open(out, 'rb').read()).hexdigest())


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], '--float-head' in sys.argv[3:])
