#!/usr/bin/env bash
# Runs on the GPU machine (the device tool), in its copy of the working tree. Unpacks the loads of
# bench/gpu/pack.sh that came along (.gpu/1, .gpu/2, .gpu/3; each call can carry one) into /opt/gpu, which stays
# while the machine is warm; once .gpu/1 and .gpu/2 are there it runs `bench/run.ts` with the given arguments and
# copies the results files it wrote to $OUT.
#   bash bench/gpu/run.sh engine-scaling --args "--workers 1,4,8,16"
# BENCH_COMMIT (the copy has no git) names the commit in the results' stamp.
set -euo pipefail
cd "$(dirname "$0")/../.."
g=/opt/gpu
mkdir -p "$g/bin" "$g/parts"
[[ -f .gpu/1/node.xz && ! -x $g/bin/node ]] && xz -dc .gpu/1/node.xz > "$g/bin/node" && chmod +x "$g/bin/node"
for f in .gpu/*/node_modules*.tar.xz; do
  [[ -e $f && ! -e $g/parts/$(basename "$f") ]] && tar -xJf "$f" -C "$g" && touch "$g/parts/$(basename "$f")"
done
cp -n .gpu/*/cuda-provider.tar.xz.part-* "$g/parts/" 2>/dev/null || true
# pack.sh's manifest pins only the traineddata it carried (English); this copy of the tree reads with it.
[[ -f .gpu/2/manifest.json ]] && cp .gpu/2/manifest.json "$g/manifest.json"
[[ -f $g/manifest.json ]] && cp "$g/manifest.json" models/manifest.json
ort="$g/node_modules/onnxruntime-node/bin/napi-v6/linux/x64"
if [[ -e $g/parts/cuda-provider.tar.xz.part-aa && -e $g/parts/cuda-provider.tar.xz.part-ab && -d $ort && ! -e $ort/libonnxruntime_providers_cuda.so ]]; then
  cat "$g"/parts/cuda-provider.tar.xz.part-* | tar -xJf - -C "$ort"
fi
export PATH="$g/bin:$PATH"
[[ -L node_modules ]] || rm -rf node_modules
ln -sfn "$g/node_modules" node_modules
# The provider's CUDA 13 libraries (cuBLAS, cudart, cuRAND) and cuDNN 9, wherever this image keeps them.
LD_LIBRARY_PATH=$(find /usr/local /opt /usr/lib -xdev \( -name 'libcublas.so.13*' -o -name 'libcublasLt.so.13*' -o -name 'libcudart.so.13*' \
  -o -name 'libcurand.so.10*' -o -name 'libcudnn.so.9*' \) -printf '%h\n' 2>/dev/null | sort -u | paste -sd: -)
export LD_LIBRARY_PATH
echo "node $(node -v); cores $(nproc); provider $(ls "$ort" 2>/dev/null | tr '\n' ' ')"
echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"
BENCH_MACHINE="$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/, / driver /' || true)"
export BENCH_MACHINE
[[ $# -gt 0 ]] || exit 0
touch "$g/started"
node --import tsx bench/run.ts "$@"
find bench/results -name '*.md' -newer "$g/started" -exec cp {} "${OUT:-/tmp}/" \;
