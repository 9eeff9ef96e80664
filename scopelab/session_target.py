"""Which ``target`` a ``tf.Session`` accepts, and what happens with one it cannot serve.

Mirrors the session factories of TF's C++ runtime: the in-process ``DirectSession`` serves the
empty target; the gRPC session serves ``grpc://host:port``. scopelab leaves ``tf.train.Server``
and gRPC sessions out on purpose, so no server ever answers a gRPC target: TF builds the
session, and its first run waits for the server. TF waits until ``operation_timeout_in_ms`` (or
forever without it) and then raises ``DeadlineExceededError``; scopelab raises that error at
once, so that a mistyped target never hangs a notebook.

>>> parse_target("")
b''
>>> parse_target("grpc://localhost:2222")
b'grpc://localhost:2222'
>>> parse_target("grpc://localhost")
Traceback (most recent call last):
...
scopelab.core.errors.InvalidArgumentError: Could not interpret "localhost" as a host-port pair.
"""
from . import errors

_GRPC = b"grpc://"


def parse_target(target, config=None):
    """``target`` as bytes once a session factory accepts it, else TF's error."""
    if isinstance(target, str):
        target = target.encode("utf-8")
    target = bytes(target)
    if target.startswith(_GRPC):
        host_port = target[len(_GRPC):].decode("utf-8", "replace")
        if not _is_host_port(host_port):
            raise errors.InvalidArgumentError(
                None, None, 'Could not interpret "%s" as a host-port pair.' % host_port)
    elif target:
        shown = " ".join(line.strip() for line in str(config or "").splitlines())
        raise errors.NotFoundError(
            None, None, 'No session factory registered for the given session options: '
            '{target: "%s" config: %s} Registered factories are {GRPC_SESSION, '
            'DIRECT_SESSION}.' % (target.decode("utf-8", "replace"), shown))
    return target


def _is_host_port(host_port):
    """TF's check: digits after the last colon (a 32-bit port), no slash before it."""
    host, colon, port = host_port.rpartition(":")
    port = port.strip()
    return bool(colon) and port.isdigit() and int(port) < 2 ** 32 and "/" not in host


def unreachable(target):
    """Whether runs on ``target`` wait for a server that never answers (a gRPC target)."""
    return target.startswith(_GRPC)


def deadline_exceeded():
    return errors.DeadlineExceededError(None, None,
                                        "Graph execution error:\n\nDeadline Exceeded")
