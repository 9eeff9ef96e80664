"""FileWriter's event files, read by TensorBoard's own EventAccumulator.

tests/tf_cases/525 and 526 compare the files' events and graph with real TensorFlow's; here
TensorBoard loads a whole run as it would for its dashboards: scalars by tag and step,
histogram buckets, image sizes, the graph's nodes.
"""
import os

import numpy as np
import pytest

import scopelab as tf

event_accumulator = pytest.importorskip(
    "tensorboard.backend.event_processing.event_accumulator")


def _load(logdir):
    acc = event_accumulator.EventAccumulator(logdir, size_guidance={"images": 0,
                                                                    "histograms": 0})
    acc.Reload()
    return acc


def test_tensorboard_reads_a_training_run(g, tmp_path):
    x = tf.placeholder(tf.float32, [None], name="x")
    tf.summary.scalar("average", tf.reduce_mean(x))
    tf.summary.histogram("values", x)
    tf.summary.image("picture", tf.reshape(x, [1, 2, -1, 1]))
    merged = tf.summary.merge_all()
    with tf.summary.FileWriter(str(tmp_path), g) as writer, tf.Session() as sess:
        for step in range(3):
            writer.add_summary(sess.run(merged, {x: np.arange(6.0) + step}), step)
    acc = _load(str(tmp_path))
    tags = acc.Tags()
    assert tags["scalars"] == ["average"] and tags["histograms"] == ["values"]
    assert tags["images"] == ["picture/image/0"] and tags["graph"] and tags["meta_graph"]
    assert [(e.step, e.value) for e in acc.Scalars("average")] == [(0, 2.5), (1, 3.5), (2, 4.5)]
    histo = acc.Histograms("values")[2].histogram_value
    assert (histo.min, histo.max, histo.num, histo.sum) == (2.0, 7.0, 6.0, 27.0)
    assert sum(histo.bucket) == 6
    image = acc.Images("picture/image/0")[0]
    assert (image.width, image.height) == (3, 2)
    assert [n.name for n in acc.Graph().node][:3] == ["x", "Const", "Mean"]


def test_a_writer_reopened_in_the_same_second_keeps_both_files(g, tmp_path):
    writer = tf.summary.FileWriter(str(tmp_path))
    for tag in ("first", "second"):
        writer.add_summary(tf.Summary(value=[tf.Summary.Value(tag=tag, simple_value=1.0)]))
        writer.close()
        writer.reopen()
    assert len(os.listdir(str(tmp_path))) == 2
    assert set(_load(str(tmp_path)).Tags()["scalars"]) == {"first", "second"}


def test_events_are_flushed_at_once_then_every_flush_secs(g, tmp_path):
    writer = tf.summary.FileWriter(str(tmp_path), flush_secs=3600)
    writer.add_summary(tf.Summary(value=[tf.Summary.Value(tag="a", simple_value=1.0)]), 1)
    path = os.path.join(str(tmp_path), os.listdir(str(tmp_path))[0])
    size = os.path.getsize(path)
    assert size > 0  # the first event is written through
    writer.add_summary(tf.Summary(value=[tf.Summary.Value(tag="a", simple_value=2.0)]), 2)
    assert os.path.getsize(path) == size  # the next waits for the flush
    writer.flush()
    assert os.path.getsize(path) > size
    writer.close()


def test_a_text_graph_def_is_written_as_given(g, tmp_path):
    tf.constant(1.0, name="c")
    with tf.summary.FileWriter(str(tmp_path), graph_def=g.as_graph_def()):
        pass
    graph = _load(str(tmp_path)).Graph()
    assert [(n.name, n.op, "_output_shapes" in n.attr) for n in graph.node] == \
        [("c", "Const", False)]


def test_records_are_framed_as_tensorboards_writer_frames_them():
    """scopelab writes the record framing itself (TensorBoard's writer comes with slow imports):
    the bytes are the same as TensorBoard's RecordWriter's, whose framing is TF's."""
    import io
    from tensorboard.summary.writer.record_writer import RecordWriter as TensorBoards
    from scopelab.summary.records import RecordWriter
    payloads = [b"", b"x", bytes(range(256)) * 40, b"brain.Event:2"]
    files = io.BytesIO(), io.BytesIO()
    for writer in (RecordWriter(files[0]), TensorBoards(files[1])):
        for data in payloads:
            writer.write(data)
    assert files[0].getvalue() == files[1].getvalue()
