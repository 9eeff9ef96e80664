# tier: semantics
# tf.train.summary_iterator: the Events of an event file, read back (an iterator of Event
# messages: the file_version event, then each summary). A missing file or a folder fails when
# it is called (a folder when read); a file cut inside a record's 12-byte header just ends, cut inside the data
# is a DataLossError, and a bad CRC is one too, at the header's or the data's offset.
# (scopelab's first event names its own writer, so offsets are shown relative to records.)
import glob
import os
import re
import struct
import tempfile

d = tempfile.mkdtemp()
with tf.Graph().as_default():
    loss = tf.summary.scalar("loss", tf.constant(0.25))
    writer = tf.summary.FileWriter(d)
    with tf.Session() as sess:
        writer.add_summary(sess.run(loss), global_step=3)
        writer.add_summary(sess.run(loss), global_step=4)
    writer.close()
path = glob.glob(os.path.join(d, "events*"))[0]
events = tf.train.summary_iterator(path)
emit("iterator", iter(events) is events)
events = list(events)
emit("events", [[e.step, e.file_version, [(v.tag, v.simple_value) for v in e.summary.value]]
                for e in events])
emit("types", [type(e).__name__ for e in events])
data = open(path, "rb").read()
second = 16 + struct.unpack("<Q", data[:8])[0]  # where the second record starts
third = second + 16 + struct.unpack("<Q", data[second:second + 8])[0]
names = {"0": "first", str(second): "second", str(second + 12): "second data",
         str(third + 12): "third data"}


def outcome(content):
    name = os.path.join(d, "cut")
    with open(name, "wb") as f:
        f.write(content)
    try:
        return ["steps", [e.step for e in tf.train.summary_iterator(name)]]
    except tf.errors.DataLossError as e:
        return ["DataLossError", re.sub(r"\d+", lambda m: names.get(m.group(), m.group()),
                                        e.message)]


emit("cut", [outcome(data[:n]) for n in (0, 5, 11, 12, second, second + 3, second + 12)])
flipped = []
for i in (0, 8, 12, second, second + 8, second + 12, len(data) - 1):
    changed = bytearray(data)
    changed[i] ^= 0xFF
    flipped.append(outcome(bytes(changed)))
emit("flipped", flipped)
emit("extra", [outcome(data + b"\0"), outcome(data + b"\0" * 12)[0]])
missing = os.path.join(d, "missing")
try:
    tf.train.summary_iterator(missing)
except tf.errors.NotFoundError as e:
    emit("missing_message", e.message.replace(d, "D"))
folder = tf.train.summary_iterator(d)  # opens; fails at the first read
try:
    next(folder)
except tf.errors.FailedPreconditionError as e:
    emit("folder_message", e.message.replace(d, "D"))
import shutil
shutil.rmtree(d)
