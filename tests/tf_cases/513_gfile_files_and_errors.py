# tier: semantics
# tf.gfile on local files in a fresh temporary folder: MakeDirs/MkDir, GFile writing (lazily:
# the file appears on the first write) and reading (read(n) counts bytes, readline, iteration,
# seek/tell), binary modes, append, ListDirectory, Glob, Stat, Copy/Rename (overwrite), Walk
# both ways, Remove, DeleteRecursively, tf.io.gfile's names, and TF's error classes and
# messages (the folder's path is replaced by <d>).
import shutil
import tempfile

d = tempfile.mkdtemp()
gf = tf.gfile


def err(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - recording which error
        return [type(e).__name__, str(e).replace(d, "<d>")]
    return None


def rel(paths):
    return sorted(p.replace(d, "<d>") for p in paths)


gf.MakeDirs(d + "/runs/a/b")
gf.MakeDirs(d + "/runs/a/b")
gf.MkDir(d + "/runs/a/b/c")
gf.MkDir(d + "/runs/a/b/c")
f = gf.GFile(d + "/runs/log.txt", "w")
emit("lazy_open", gf.Exists(d + "/runs/log.txt"))
f.write("step 1\nstep 2\n")
f.write(b"step 3")
f.close()
emit("written", [gf.Exists(d + "/runs/log.txt"), gf.Stat(d + "/runs/log.txt").length])
with gf.GFile(d + "/runs/log.txt") as f:
    emit("reading", [f.read(4), f.tell(), f.readline(), f.readline(), f.size(), f.read()])
    f.seek(2)
    emit("seek", [f.readline(), f.tell()])
emit("lines", list(gf.Open(d + "/runs/log.txt")))
emit("readlines_binary", gf.FastGFile(d + "/runs/log.txt", "rb").readlines())
with gf.GFile(d + "/runs/log.txt", "a") as f:
    f.write("!")
emit("appended", gf.GFile(d + "/runs/log.txt", "rb").read())
with gf.GFile(d + "/runs/w.bin", "wb") as f:
    f.write(b"\x00\x01\x02")
emit("binary", gf.GFile(d + "/runs/w.bin", "rb").read())
emit("is_directory", [gf.IsDirectory(d + "/runs"), gf.IsDirectory(d + "/runs/w.bin"),
                      gf.IsDirectory(d + "/none")])
emit("listdir", sorted(gf.ListDirectory(d + "/runs")))
emit("glob", rel(gf.Glob(d + "/runs/*.txt") + gf.Glob(d + "/runs/[w]*")))
emit("glob_nothing", gf.Glob(d + "/nowhere/*"))
emit("stat_dir", gf.Stat(d + "/runs").is_directory)
gf.Copy(d + "/runs/log.txt", d + "/runs/copy.txt")
emit("copy_exists", err(lambda: gf.Copy(d + "/runs/log.txt", d + "/runs/copy.txt")))
gf.Copy(d + "/runs/w.bin", d + "/runs/copy.txt", overwrite=True)
emit("copied", gf.GFile(d + "/runs/copy.txt", "rb").read())
gf.Rename(d + "/runs/copy.txt", d + "/runs/moved.txt")
emit("rename_exists", err(lambda: gf.Rename(d + "/runs/log.txt", d + "/runs/moved.txt")))
gf.Rename(d + "/runs/w.bin", d + "/runs/moved.txt", overwrite=True)
emit("walk", [[p.replace(d, "<d>"), sorted(ds), sorted(fs)] for p, ds, fs in gf.Walk(d + "/runs")])
emit("walk_bottom_up", [p.replace(d, "<d>") for p, _, _ in gf.Walk(d + "/runs", in_order=False)])
emit("walk_missing", list(gf.Walk(d + "/none")))
emit("errors", [
    err(lambda: gf.GFile(d + "/none.txt").read()),
    err(lambda: gf.GFile(d + "/runs/x.txt", "q")),
    err(lambda: gf.GFile(d + "/runs/log.txt").write("x")),
    err(lambda: gf.GFile(d + "/runs/new.txt", "w").read()),
    err(lambda: gf.GFile(d + "/runs/new.txt", "w").write(3)),
    err(lambda: gf.GFile(d + "/none/x.txt", "w").write("x")),
    err(lambda: gf.GFile(d + "/runs").read()),
    err(lambda: gf.MkDir(d + "/none/x")),
    err(lambda: gf.MakeDirs(d + "/runs/log.txt/x")),
    err(lambda: gf.ListDirectory(d + "/none")),
    err(lambda: gf.ListDirectory(d + "/runs/log.txt")),
    err(lambda: gf.Stat(d + "/none")),
    err(lambda: gf.Remove(d + "/none")),
    err(lambda: gf.Remove(d + "/runs/a")),
    err(lambda: gf.Copy(d + "/none", d + "/x")),
    err(lambda: gf.Rename(d + "/none", d + "/x")),
    err(lambda: gf.DeleteRecursively(d + "/none")),
])
emit("readline_of_directory", gf.GFile(d + "/runs").readline())
gf.Remove(d + "/runs/moved.txt")
gf.DeleteRecursively(d + "/runs/a")
emit("after_removing", sorted(gf.ListDirectory(d + "/runs")))
io = tf.io.gfile
emit("io_gfile", [io.GFile is gf.GFile, io.exists(d + "/runs"), io.isdir(d + "/runs"),
                  sorted(io.listdir(d + "/runs")), io.stat(d + "/runs/log.txt").length,
                  io.join("a", "b", "c.txt")])
io.makedirs(d + "/v2/x")
io.rmtree(d + "/v2")
emit("io_rmtree", io.exists(d + "/v2"))
shutil.rmtree(d)
