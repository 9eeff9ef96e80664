# tier: semantics
# A MonitoredSession hands its hooks a Coordinator in after_create_session: a thread a hook
# starts and registers with it runs until the session closes (close asks the Coordinator to
# stop and joins its threads); a stop asked of the Coordinator ends the training loop.
import threading


class StartsAThread(tf.train.SessionRunHook):
    def after_create_session(self, session, coord):
        self.coord, self.ended = coord, []
        emit("coordinator", [type(coord).__name__, coord.should_stop()])

        def work():
            coord.wait_for_stop()
            self.ended.append(True)
        self.thread = threading.Thread(target=work)
        coord.register_thread(self.thread)
        self.thread.start()

    def after_run(self, run_context, run_values):
        if run_values.results is None and len(self.ended) == 0 and not hasattr(self, "asked"):
            self.asked = True
            self.coord.request_stop()


hook = StartsAThread()
step = tf.train.get_or_create_global_step()
increment = tf.assign_add(step, 1)
with tf.train.MonitoredSession(hooks=[hook]) as sess:
    runs = 0
    while not sess.should_stop():
        runs += 1
        sess.run(increment)
    emit("loop", [runs, sess.should_stop()])
hook.thread.join(5)
emit("after close", [hook.ended, hook.thread.is_alive(), hook.coord.joined])
