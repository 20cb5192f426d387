"""Lists the CUDA kernels (cubins per SM architecture) in a shared library's .nv_fatbin section, and with --out
writes a copy whose cubins for other architectures are zeroed: the CUDA runtime loads the cubin of the device's
own architecture, so a copy for one machine compresses to a fraction. Layout of fatbin containers and entries as
documented by the CUDA binary utilities (magic 0xBA55ED50; entry kind 1 PTX, 2 cubin; arch at byte 28)."""
import argparse, collections, struct, subprocess

ap = argparse.ArgumentParser()
ap.add_argument('lib')
ap.add_argument('--keep', type=int, default=90, help='SM architecture whose cubins stay (90: H100, H200)')
ap.add_argument('--out')
a = ap.parse_args()
data = bytearray(open(a.lib, 'rb').read())
sections = subprocess.run(['readelf', '-S', '-W', a.lib], capture_output=True, text=True, check=True).stdout
fields = next(l for l in sections.splitlines() if '.nv_fatbin' in l).split()
i = fields.index('.nv_fatbin')
pos, end = int(fields[i + 3], 16), int(fields[i + 3], 16) + int(fields[i + 4], 16)
count, size = collections.Counter(), collections.Counter()
kept = zeroed = 0
while pos < end:
    magic, _version, header, body = struct.unpack_from('<IHHQ', data, pos)
    if magic != 0xBA55ED50:
        pos += 8  # containers are 8-byte aligned, with padding between them
        continue
    e, stop = pos + header, pos + header + body
    while e < stop:
        kind, _u, eh, payload = struct.unpack_from('<HHIQ', data, e)
        arch = struct.unpack_from('<I', data, e + 28)[0]
        key = ({1: 'ptx', 2: 'cubin'}.get(kind, str(kind)), arch)
        count[key] += 1
        size[key] += payload
        if arch == a.keep:
            kept += 1
        elif a.out:
            data[e + eh:e + eh + payload] = bytes(payload)
            zeroed += payload
        e += eh + payload
    pos = stop
for k in sorted(size):
    print(f'{k[0]} sm_{k[1]}: {count[k]} entries, {size[k] >> 20} MiB')
if a.out:
    if not kept:
        raise SystemExit(f'no kernels for sm_{a.keep}: refusing to write a library that cannot run')
    open(a.out, 'wb').write(data)
    print(f'kept sm_{a.keep} ({kept} entries), zeroed {zeroed >> 20} MiB')
