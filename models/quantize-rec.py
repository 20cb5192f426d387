"""Static int8 (QDQ, per-channel) quantisation of the PP-OCRv4 recognition model.

onnxruntime-node has no quantiser, so this runs on Python's onnxruntime (installable offline from a local wheel
mirror: `pip install --no-index --find-links <dir> onnx onnxruntime numpy`). Calibration inputs are real
recognition crops written by `node --import tsx models/rec-calibration.ts <dir>` as float32 files named
`<i>_<batch>_<width>.bin` (shape [batch, 3, 48, width]).

    python models/quantize-rec.py <calib-dir> <out.onnx> [--float-head]

--float-head leaves the CTC head (the last MatMul, features → 6,625 classes) in float, on the theory that int8
logits decide whether the space class, just under blank between Latin words, survives. Tried 2026-11-22 with
receipt calibration: no better on SROIE dev receipts than a quantised head, so the pinned model quantises it.

Then put the printed sha256 into models/manifest.json (entry recInt8).
"""
import glob, hashlib, os, sys
import numpy as np
import onnx
import onnx.numpy_helper
from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static
from onnxruntime.quantization.shape_inference import quant_pre_process

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', 'node_modules', '@gutenye', 'ocr-models', 'assets', 'ch_PP-OCRv4_rec_infer.onnx')


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


def constants_to_initializers(src, dst):
    # The paddle2onnx export stores weights as Constant nodes; the quantiser only quantises initializers.
    m = onnx.load(src)
    keep = []
    for n in m.graph.node:
        if n.op_type == 'Constant' and len(n.attribute) == 1 and n.attribute[0].name == 'value':
            t = onnx.numpy_helper.to_array(n.attribute[0].t)
            m.graph.initializer.append(onnx.numpy_helper.from_array(t, n.output[0]))
        else:
            keep.append(n)
    del m.graph.node[:]
    m.graph.node.extend(keep)
    # Per-channel weight scales need DequantizeLinear's `axis` (opset 13); the export is older.
    if m.opset_import[0].version < 13:
        from onnx import version_converter
        m = version_converter.convert_version(m, 13)
    onnx.save(m, dst)


def head_matmul(path):
    # The classifier: the MatMul feeding the final Add → Softmax.
    m = onnx.load(path)
    mm = [n for n in m.graph.node if n.op_type == 'MatMul']
    return mm[-1].name


def main(calib, out, float_head=False):
    pre = out + '.pre.onnx'
    constants_to_initializers(SRC, out + '.init.onnx')
    quant_pre_process(out + '.init.onnx', pre, skip_symbolic_shape=True)
    os.remove(out + '.init.onnx')
    quantize_static(pre, out, Crops(calib), quant_format=QuantFormat.QDQ, per_channel=True,
                    activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8,
                    # Softmax/attention outputs and the CTC head stay float: quantising them costs accuracy.
                    nodes_to_exclude=[head_matmul(pre)] if float_head else [], op_types_to_quantize=['Conv', 'MatMul'],
                    extra_options={'ActivationSymmetric': False, 'WeightSymmetric': True})
    os.remove(pre)
    print(out, hashlib.sha256(open(out, 'rb').read()).hexdigest())


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], '--float-head' in sys.argv[3:])
