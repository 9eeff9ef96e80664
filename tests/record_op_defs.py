"""Records TF's op definitions (OpDefs) of the op types scopelab builds into
scopelab/data/op_defs.txt.

Run it with a Python that has TensorFlow (tensorflow-cpu 2.21):

    /tmp/tfenv/bin/python tests/record_op_defs.py

The op types are those scopelab has a kernel or a gradient for, and the control-flow and
py_func types its executor runs itself. Each line is one OpDef in the notation of TF's
``REGISTER_OP`` (see scopelab/op_def_registry.py, which reads it):

    ConcatV2 | values: N * T, axis: Tidx | output: T | N: int >= 2; T: type; Tidx: type in list { type: DT_INT32 type: DT_INT64 } = type: DT_INT32 |

An attribute's allowed values follow ``in``, its default ``=``. Left out of each OpDef: its
documentation.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from record_tf import load_tensorflow  # noqa: E402
from scopelab.op_def_registry import OP_DEFS_PATH  # noqa: E402

# Types the executor runs without a kernel of the registry.
EXECUTOR_TYPES = ("Enter", "Exit", "NextIteration", "LoopCond", "RefEnter", "RefExit",
                  "RefNextIteration", "RefMerge", "PyFunc", "PyFuncStateless")
FLAGS = ("is_stateful", "is_commutative", "is_aggregate", "allows_uninitialized_input")


def scopelab_op_types():
    import scopelab  # noqa: F401 - registers the kernels
    from scopelab import data, gradients_impl, layers, metrics, summary, train  # noqa: F401
    from scopelab.core.state import OPS
    from scopelab.ops import while_loop  # noqa: F401
    return sorted(set(OPS) | set(EXECUTOR_TYPES))


def arg_text(arg, types_pb2):
    kind = arg.type_attr or arg.type_list_attr or types_pb2.DataType.Name(arg.type)
    if arg.number_attr:
        kind = "%s * %s" % (arg.number_attr, kind)
    if arg.is_ref:
        kind = "Ref(%s)" % kind
    return "%s: %s" % (arg.name, kind)


def attr_text(attr, text_format):
    out = "%s: %s" % (attr.name, attr.type)
    if attr.has_minimum:
        out += " >= %d" % attr.minimum
    if attr.HasField("allowed_values"):
        out += " in " + text_format.MessageToString(attr.allowed_values, as_one_line=True)
    if attr.HasField("default_value"):
        out += " = " + text_format.MessageToString(attr.default_value, as_one_line=True)
    return out


def main():
    types = scopelab_op_types()
    load_tensorflow()
    from google.protobuf import text_format
    from tensorflow.core.framework import types_pb2
    from tensorflow.python.framework import op_def_registry
    lines = []
    for name in types:
        op_def = op_def_registry.get(name)
        if op_def is None:
            print("not registered in TensorFlow:", name)
            continue
        lines.append(" | ".join([
            name, ", ".join(arg_text(a, types_pb2) for a in op_def.input_arg),
            ", ".join(arg_text(a, types_pb2) for a in op_def.output_arg),
            "; ".join(attr_text(a, text_format) for a in op_def.attr),
            " ".join(flag for flag in FLAGS if getattr(op_def, flag))]).rstrip())
    with open(OP_DEFS_PATH, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("recorded %d op definitions into %s" % (len(lines), OP_DEFS_PATH))


if __name__ == "__main__":
    main()
